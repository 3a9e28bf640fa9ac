package main

import (
	"context"
	"database/sql"
	"testing"

	"github.com/heroiclabs/nakama-common/runtime"

	"aladdin/online/wire"
	"aladdin/server/match"
)

type initializer struct {
	runtime.Initializer // anything else panics
	matches, rpcs       []string
}

func (i *initializer) RegisterMatch(name string, fn func(context.Context, runtime.Logger, *sql.DB, runtime.NakamaModule) (runtime.Match, error)) error {
	i.matches = append(i.matches, name)
	return nil
}

func (i *initializer) RegisterRpc(id string, fn func(context.Context, runtime.Logger, *sql.DB, runtime.NakamaModule, string) (string, error)) error {
	i.rpcs = append(i.rpcs, id)
	return nil
}

type logger struct{ runtime.Logger }

func (logger) Info(string, ...interface{}) {}

func TestInitModuleRegistersTheMatchAndTheRPCs(t *testing.T) {
	var in initializer
	//lint:ignore SA1029 Nakama's runtime keys its context values by these strings
	ctx := context.WithValue(context.Background(), runtime.RUNTIME_CTX_ENV, map[string]string{"aladdin_tick_rate": "30"})
	if err := InitModule(ctx, logger{}, nil, nil, &in); err != nil {
		t.Fatal(err)
	}
	if len(in.matches) != 1 || in.matches[0] != wire.MatchModule {
		t.Errorf("matches %q", in.matches)
	}
	want := map[string]bool{wire.RPCCreate: true, wire.RPCFind: true, wire.RPCRecord: true, wire.RPCLeave: true, wire.RPCMyGames: true, match.HashRPC: true}
	for _, r := range in.rpcs {
		delete(want, r)
	}
	if len(want) != 0 || len(in.rpcs) != 6 {
		t.Errorf("rpcs %q", in.rpcs)
	}
}
