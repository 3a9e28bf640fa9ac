//go:build js

package lang

import "syscall/js"

// SystemPreferences are the browser's preferred languages
// (navigator.languages, best first; navigator.language when the list is
// missing).
func SystemPreferences() []string {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return nil
	}
	var prefs []string
	if list := nav.Get("languages"); list.Type() == js.TypeObject {
		for i := 0; i < list.Length(); i++ {
			if v := list.Index(i); v.Type() == js.TypeString {
				prefs = append(prefs, v.String())
			}
		}
	}
	if one := nav.Get("language"); len(prefs) == 0 && one.Type() == js.TypeString {
		prefs = append(prefs, one.String())
	}
	return prefs
}
