//go:build js

package lang

import (
	"syscall/js"
	"testing"
)

// withNavigator runs f with the page's navigator replaced by one that
// prefers langs (navigator.languages) and says one (navigator.language).
func withNavigator(t *testing.T, langs []any, one any, f func()) {
	t.Helper()
	g := js.Global()
	old := g.Get("navigator")
	nav := js.Global().Get("Object").New()
	if langs != nil {
		nav.Set("languages", js.ValueOf(langs))
	}
	if one != nil {
		nav.Set("language", js.ValueOf(one))
	}
	// Node keeps navigator as a getter on globalThis: define over it.
	desc := js.Global().Get("Object").New()
	desc.Set("value", nav)
	desc.Set("configurable", true)
	desc.Set("writable", true)
	js.Global().Get("Object").Call("defineProperty", g, "navigator", desc)
	defer func() {
		back := js.Global().Get("Object").New()
		back.Set("value", old)
		back.Set("configurable", true)
		back.Set("writable", true)
		js.Global().Get("Object").Call("defineProperty", g, "navigator", back)
	}()
	f()
}

// The first start in a browser follows navigator.languages, best first,
// or navigator.language where the list is missing.
func TestBrowserPreferencesFollowNavigator(t *testing.T) {
	for _, c := range []struct {
		langs []any
		one   any
		want  Tag
	}{
		{[]any{"fr-FR", "en-US"}, "fr-FR", French},
		{[]any{"de-DE", "fr"}, "de-DE", French},
		{[]any{"en-GB", "fr-FR"}, "en-GB", English},
		{nil, "fr-CA", French},
		{nil, nil, English},
	} {
		withNavigator(t, c.langs, c.one, func() {
			if got := Detect(); got != c.want {
				t.Errorf("navigator %v / %v: %q, want %q (preferences %q)", c.langs, c.one, got, c.want, SystemPreferences())
			}
		})
	}
}
