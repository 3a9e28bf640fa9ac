package match

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/heroiclabs/nakama-common/runtime"

	"aladdin/online/wire"
)

// Nakama's gRPC status codes for the RPCs' errors.
const (
	codeInvalidArgument    = 3
	codeNotFound           = 5
	codePermissionDenied   = 7
	codeFailedPrecondition = 9
	codeInternal           = 13
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
	username, _ := ctx.Value(runtime.RUNTIME_CTX_USERNAME).(string)
	name := DisplayName(ctx, nk, user, username)
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
	if user != "" {
		if err := indexSeat(ctx, nk, user, code); err != nil {
			logger.Warn("table %s: cannot note the seat in %s's games: %v", code, user, err)
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
	snap, id, err := liveMatch(ctx, logger, nk, code)
	if err != nil {
		return "", err
	}
	out, err := json.Marshal(wire.Found{Code: code, MatchID: id, Over: snap.Over})
	return string(out), err
}

// liveMatch reads a table and the id of its running match, starting the
// match again from storage when it is not running.
func liveMatch(ctx context.Context, logger runtime.Logger, nk runtime.NakamaModule, code string) (Snapshot, string, error) {
	snap, _, err := ReadTable(ctx, nk, code)
	if err != nil {
		return snap, "", runtime.NewError(fmt.Sprintf("no table has the code %s", code), codeNotFound)
	}
	if running(ctx, nk, snap.MatchID) {
		return snap, snap.MatchID, nil
	}
	id, err := nk.MatchCreate(ctx, wire.MatchModule, map[string]interface{}{"code": code})
	if err != nil {
		// Another client's find may have started it a moment before
		// (every client finds its table again after a restart): the
		// table then names that match, running.
		if again, _, rerr := ReadTable(ctx, nk, code); rerr == nil && running(ctx, nk, again.MatchID) {
			return again, again.MatchID, nil
		}
		logger.Error("table %s: cannot start its match again: %v", code, err)
		return snap, "", runtime.NewError("cannot start the table's match", codeInternal)
	}
	logger.Info("table %s: match %s started again from storage", code, id)
	return snap, id, nil
}

// running reports whether the match id is live on this server.
func running(ctx context.Context, nk runtime.NakamaModule, id string) bool {
	if id == "" {
		return false
	}
	live, err := nk.MatchGet(ctx, id)
	return err == nil && live != nil
}

// LeaveSeat is the leave RPC: the caller gives up their seat at a table
// whose game has not started (a started game's seat stays theirs, played
// by a bot while they are away if the table chose so).
func LeaveSeat(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	code, err := codeOf(payload)
	if err != nil {
		return "", err
	}
	user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
	if user == "" {
		return "", runtime.NewError("only a player can leave a seat", codeInvalidArgument)
	}
	_, id, err := liveMatch(ctx, logger, nk, code)
	if err != nil {
		return "", err
	}
	why, err := nk.MatchSignal(ctx, id, signalLeave+user)
	if err != nil {
		logger.Error("table %s: the leave signal: %v", code, err)
		return "", runtime.NewError("cannot reach the table's match", codeInternal)
	}
	if why != "" {
		return "", runtime.NewError(why, codeFailedPrecondition)
	}
	if err := nk.StorageDelete(ctx, []*runtime.StorageDelete{{Collection: Seats, Key: code, UserID: user}}); err != nil {
		logger.Warn("table %s: cannot take the seat out of %s's games: %v", code, user, err)
	}
	return "{}", nil
}

// MyGames is the "my games" RPC: the tables the caller holds a seat at
// whose game is not over, the most recently played first.
func MyGames(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string)
	if user == "" {
		return "", runtime.NewError("only a player has games", codeInvalidArgument)
	}
	var reads []*runtime.StorageRead
	for cursor := ""; len(reads) < maxMyGames; {
		objs, next, err := nk.StorageList(ctx, "", user, Seats, 100, cursor)
		if err != nil {
			return "", err
		}
		for _, o := range objs {
			reads = append(reads, &runtime.StorageRead{Collection: Tables, Key: o.GetKey()})
		}
		if cursor = next; cursor == "" {
			break
		}
	}
	objs, err := nk.StorageRead(ctx, reads)
	if err != nil {
		return "", err
	}
	sort.SliceStable(objs, func(i, j int) bool {
		return objs[i].GetUpdateTime().AsTime().After(objs[j].GetUpdateTime().AsTime())
	})
	out := wire.MyGames{Games: []wire.MyGame{}}
	var gone []*runtime.StorageDelete
	for _, o := range objs {
		var snap Snapshot
		if json.Unmarshal([]byte(o.GetValue()), &snap) != nil {
			continue
		}
		seat := -1
		for i, owner := range snap.Owners {
			if owner == user && !snap.Setup.Seats[i].Bot {
				seat = i
			}
		}
		if seat < 0 || snap.Over {
			gone = append(gone, &runtime.StorageDelete{Collection: Seats, Key: snap.Code, UserID: user})
			continue
		}
		out.Games = append(out.Games, wire.MyGame{Code: snap.Code, Seat: seat, Players: snap.Setup.Players, Version: snap.Setup.Version,
			Started: len(snap.Record) > 0, Moves: snap.Moves, Names: snap.Seated, Turn: snap.Turn})
	}
	if len(gone) > 0 { // finished games and seats left: out of the list for good
		if err := nk.StorageDelete(ctx, gone); err != nil {
			logger.Warn("cannot take %d finished tables out of %s's games: %v", len(gone), user, err)
		}
	}
	data, err := json.Marshal(out)
	return string(data), err
}

// HashRPC is the operators' RPC, called server to server with the
// runtime's HTTP key (never by a player): {"code":…} → TableHash.
const HashRPC = "aladdin_hash"

// TableHash is a table's live match's moves and engine state hash
// (hexadecimal): a restarted server resumes a game to the same hash.
type TableHash struct {
	Moves int    `json:"moves"`
	Hash  string `json:"hash"`
}

// GetHash is the hash RPC. A player is refused: the state hash would let
// them test guesses of what they may not see.
func GetHash(ctx context.Context, logger runtime.Logger, db *sql.DB, nk runtime.NakamaModule, payload string) (string, error) {
	if user, _ := ctx.Value(runtime.RUNTIME_CTX_USER_ID).(string); user != "" {
		return "", runtime.NewError("only the server's operators may ask for a table's hash", codePermissionDenied)
	}
	code, err := codeOf(payload)
	if err != nil {
		return "", err
	}
	_, id, err := liveMatch(ctx, logger, nk, code)
	if err != nil {
		return "", err
	}
	var h TableHash
	moves, err := nk.MatchSignal(ctx, id, "moves")
	if err == nil {
		h.Moves, err = strconv.Atoi(moves)
	}
	if err == nil {
		h.Hash, err = nk.MatchSignal(ctx, id, "hash")
	}
	if err != nil {
		return "", runtime.NewError("cannot reach the table's match: "+err.Error(), codeInternal)
	}
	data, err := json.Marshal(h)
	return string(data), err
}

// maxMyGames bounds the tables "my games" lists.
const maxMyGames = 200

// indexSeat notes in the user's own storage that they hold a seat at the
// table, for "my games".
func indexSeat(ctx context.Context, nk runtime.NakamaModule, user, code string) error {
	_, err := nk.StorageWrite(ctx, []*runtime.StorageWrite{{Collection: Seats, Key: code, UserID: user, Value: `{}`, PermissionRead: 1, PermissionWrite: 0}})
	return err
}

// DisplayName is the name a user chose for their account (the client sets
// it), or their username if they chose none.
func DisplayName(ctx context.Context, nk runtime.NakamaModule, user, username string) string {
	if user == "" {
		return username
	}
	users, err := nk.UsersGetId(ctx, []string{user}, nil)
	if err != nil || len(users) == 0 {
		return username
	}
	if n := strings.TrimSpace(users[0].GetDisplayName()); n != "" {
		return cut(n, 24)
	}
	return username
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
		initializer.RegisterRpc(wire.RPCLeave, LeaveSeat),
		initializer.RegisterRpc(wire.RPCMyGames, MyGames),
		initializer.RegisterRpc(HashRPC, GetHash),
	)
}
