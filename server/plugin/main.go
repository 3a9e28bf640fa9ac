// Command plugin is the Nakama Go runtime module of the online game: it
// registers the authoritative match and the table RPCs (server/match).
// Build it with server/build.sh, which builds the server from the same
// module, as a Go plugin must be.
package main

import (
	"context"
	"database/sql"

	"github.com/heroiclabs/nakama-common/runtime"

	"aladdin/server/match"
)

// InitModule is the entry point Nakama calls when it loads the plugin.
func InitModule(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, initializer runtime.Initializer) error {
	if err := match.Register(initializer, match.Options{}); err != nil {
		return err
	}
	logger.Info("aladdin: match and RPCs registered")
	return nil
}
