package scenetest

import (
	"os"
	"testing"
)

// Server is the online game's server the tests play against, named by
// ALADDIN_SERVER (server/itest.sh -with CMD starts PostgreSQL and our
// Nakama on 127.0.0.1 and runs CMD with it set); without one the test is
// skipped.
func Server(t *testing.T) string {
	t.Helper()
	addr := os.Getenv("ALADDIN_SERVER")
	if addr == "" {
		t.Skip("no ALADDIN_SERVER: run under server/itest.sh -with")
	}
	return addr
}
