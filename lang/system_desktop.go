//go:build !js

package lang

import (
	"os"
	"strings"
)

// SystemPreferences are the desktop's preferred languages, in the order
// POSIX gives them weight: LANGUAGE's list (GNU), then LC_ALL,
// LC_MESSAGES, LANG. Empty values and "C"/"POSIX" are left out.
func SystemPreferences() []string { return preferencesFromEnv(os.Getenv) }

func preferencesFromEnv(getenv func(string) string) []string {
	var prefs []string
	add := func(v string) {
		if v != "" && v != "C" && v != "POSIX" && !strings.HasPrefix(v, "C.") {
			prefs = append(prefs, v)
		}
	}
	// GNU gettext reads LANGUAGE only when the locale is not "C".
	lcAll, lcMessages, langVar := getenv("LC_ALL"), getenv("LC_MESSAGES"), getenv("LANG")
	effective := lcAll
	if effective == "" {
		effective = lcMessages
	}
	if effective == "" {
		effective = langVar
	}
	if effective != "" && effective != "C" && effective != "POSIX" {
		for _, l := range strings.Split(getenv("LANGUAGE"), ":") {
			add(l)
		}
	}
	add(lcAll)
	add(lcMessages)
	add(langVar)
	return prefs
}
