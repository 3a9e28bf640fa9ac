package scenes

import (
	"os"
	"testing"
)

// TestMain keeps every test of the package out of the player's own data
// folder: a test that makes a session before setting a folder of its own
// would otherwise save there, and claim the live game there, where other
// test runs and the game itself claim it too (game/live.go). A folder
// already given is kept: the tests' helper processes (a second copy of
// the game) get their parent's.
func TestMain(m *testing.M) {
	if os.Getenv("ALADDIN_DATA_DIR") != "" {
		os.Exit(m.Run())
	}
	dir, err := os.MkdirTemp("", "aladdin-scenes-test-")
	if err != nil {
		panic(err)
	}
	os.Setenv("ALADDIN_DATA_DIR", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
