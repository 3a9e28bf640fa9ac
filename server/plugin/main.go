// Command plugin is the Nakama Go runtime module of the online game: it
// registers the authoritative match and the table RPCs (server/match).
// Build it with server/build.sh, which builds the server from the same
// module, as a Go plugin must be.
//
// Tuning through Nakama's runtime environment (--runtime.env key=value):
// aladdin_tick_rate (ticks a second, 1 to 60; default 20) and
// aladdin_slice_ms (the bots' thinking time a tick may take; default 20).
package main

import (
	"context"
	"database/sql"
	"strconv"
	"time"

	"github.com/heroiclabs/nakama-common/runtime"

	"aladdin/server/match"
)

// InitModule is the entry point Nakama calls when it loads the plugin.
func InitModule(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, initializer runtime.Initializer) error {
	env, _ := ctx.Value(runtime.RUNTIME_CTX_ENV).(map[string]string)
	var opt match.Options
	if n, err := strconv.Atoi(env["aladdin_tick_rate"]); err == nil && n >= 1 && n <= 60 {
		opt.TickRate = n
	}
	if n, err := strconv.Atoi(env["aladdin_slice_ms"]); err == nil && n >= 1 && n <= 1000 {
		opt.SliceBudget = time.Duration(n) * time.Millisecond
	}
	if err := match.Register(initializer, opt); err != nil {
		return err
	}
	logger.Info("aladdin: match and RPCs registered (tick rate %d, bots' slice %v)", opt.Defaults().TickRate, opt.Defaults().SliceBudget)
	return nil
}
