package match

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/heroiclabs/nakama-common/runtime"

	"aladdin/online/wire"
)

// Nakama's gRPC status codes for the RPCs' errors.
const (
	codeInvalidArgument = 3
	codeNotFound        = 5
	codeInternal        = 13
)

// maxPayload bounds an RPC's request.
const maxPayload = 4096

// CreateTable is the create RPC: a new table from a wire.Setup. The caller
// takes the first person's seat; the answer is the code to share and the
// match to join.
func CreateTable(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	var setup wire.Setup
	if len(payload) > maxPayload {
		return "", runtime.NewError("the request is too large", codeInvalidArgument)
	}
	if err := json.Unmarshal([]byte(payload), &setup); err != nil {
		return "", runtime.NewError("the request is not a table's setup: "+err.Error(), codeInvalidArgument)
	}
	if err := setup.Validate(); err != nil {
		return "", runtime.NewError(err.Error(), codeInvalidArgument)
	}
	user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
	name, _ := ctx.Value(runtime.RUNTIME_CTX_USERNAME).(string)
	var code string
	for try := 0; ; try++ {
		code = newCode()
		t, err := newTable(code, setup)
		if err != nil {
			return "", runtime.NewError(err.Error(), codeInvalidArgument)
		}
		t.claim(user, name)
		snap, err := t.snapshot("")
		if err != nil {
			return "", err
		}
		if _, err = WriteTable(ctx, nk, snap, "*"); err == nil {
			break
		} else if try == 9 {
			logger.Error("cannot store a new table: %v", err)
			return "", runtime.NewError("cannot store the table", codeInternal)
		}
	}
	id, err := nk.MatchCreate(ctx, wire.MatchModule, map[string]interface{}{"code": code})
	if err != nil {
		logger.Error("table %s: cannot start its match: %v", code, err)
		return "", runtime.NewError("cannot start the table's match", codeInternal)
	}
	out, err := json.Marshal(wire.Created{Code: code, MatchID: id})
	return string(out), err
}

// FindTable is the find RPC: the live match of a table's code, started
// again from storage when it is not running (the server restarted, or it
// stopped with nobody connected).
func FindTable(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	code, err := codeOf(payload)
	if err != nil {
		return "", err
	}
	snap, _, err := ReadTable(ctx, nk, code)
	if err != nil {
		return "", runtime.NewError(fmt.Sprintf("no table has the code %s", code), codeNotFound)
	}
	id := snap.MatchID
	if live, err := nk.MatchGet(ctx, id); id == "" || err != nil || live == nil {
		if id, err = nk.MatchCreate(ctx, wire.MatchModule, map[string]interface{}{"code": code}); err != nil {
			logger.Error("table %s: cannot start its match again: %v", code, err)
			return "", runtime.NewError("cannot start the table's match", codeInternal)
		}
		logger.Info("table %s: match %s started again from storage", code, id)
	}
	out, err := json.Marshal(wire.Found{Code: code, MatchID: id, Over: snap.Over})
	return string(out), err
}

// GetRecord is the record RPC: a finished game's engine record (the
// replay's input; it names the seed, so only a finished game has one).
func GetRecord(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	code, err := codeOf(payload)
	if err != nil {
		return "", err
	}
	objs, err := nk.StorageRead(ctx, []*runtime.StorageRead{{Collection: Records, Key: code}})
	if err != nil {
		return "", err
	}
	if len(objs) == 0 {
		return "", runtime.NewError(fmt.Sprintf("table %s has no finished game", code), codeNotFound)
	}
	return objs[0].GetValue(), nil
}

func codeOf(payload string) (string, error) {
	var f wire.Find
	if len(payload) > maxPayload || json.Unmarshal([]byte(payload), &f) != nil {
		return "", runtime.NewError(`the request is not {"code":"…"}`, codeInvalidArgument)
	}
	code := wire.NormCode(f.Code)
	if !wire.ValidCode(code) {
		return "", runtime.NewError(fmt.Sprintf("%q is not a table's code", f.Code), codeInvalidArgument)
	}
	return code, nil
}

// newCode is a random table code, each letter equally likely.
func newCode() string {
	const n = len(wire.CodeAlphabet)
	code := make([]byte, 0, wire.CodeLen)
	var b [16]byte
	for len(code) < wire.CodeLen {
		if _, err := rand.Read(b[:]); err != nil {
			panic(err) // crypto/rand does not fail on a working system
		}
		for _, c := range b {
			if int(c) < 256/n*n && len(code) < wire.CodeLen { // no modulo bias
				code = append(code, wire.CodeAlphabet[int(c)%n])
			}
		}
	}
	return string(code)
}

// Register registers the match and the RPCs.
func Register(initializer runtime.Initializer, opt Options) error {
	return errors.Join(
		initializer.RegisterMatch(wire.MatchModule, New(opt)),
		initializer.RegisterRpc(wire.RPCCreate, CreateTable),
		initializer.RegisterRpc(wire.RPCFind, FindTable),
		initializer.RegisterRpc(wire.RPCRecord, GetRecord),
	)
}
