//go:build !js

package lang

import "testing"

// LC_ALL outranks LC_MESSAGES, which outranks LANG; GNU's LANGUAGE list
// comes first unless the locale is C.
func TestDesktopPreferencesFollowPOSIX(t *testing.T) {
	env := func(vars map[string]string) func(string) string {
		return func(k string) string { return vars[k] }
	}
	for _, c := range []struct {
		vars map[string]string
		want Tag
	}{
		{map[string]string{"LANG": "fr_FR.UTF-8"}, French},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LC_ALL": "en_US.UTF-8"}, English},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "fr_BE.UTF-8"}, French},
		{map[string]string{"LANG": "en_US.UTF-8", "LANGUAGE": "fr:en"}, French},
		{map[string]string{"LANG": "C", "LANGUAGE": "fr"}, English},
		{map[string]string{}, English},
	} {
		if got := Match(preferencesFromEnv(env(c.vars))); got != c.want {
			t.Errorf("%v: %q, want %q", c.vars, got, c.want)
		}
	}
}
