// Command itest plays games on a real Nakama server running our plugin
// (run by server/itest.sh, which starts PostgreSQL and builds the server)
// with three people through the game's own online client and remote
// session, a bot at the fourth seat. It starts the server itself, so it
// can kill it mid-game and start it again.
//
// It checks, for a basic and a magic game played to the end: seats are
// taken by code, left and taken again before the start, and listed in
// "my games"; another seat's action, an illegal one, junk and 2 KB are
// refused to their sender with the game unchanged, and 1 MB closes the
// sender's socket, which comes back by itself; the server killed
// (SIGKILL) mid-game and started again resumes at the same move with the
// same views, every client coming back by itself; a client that drops
// its connection in a tally comes back with the server's View(seat);
// every message each client received is searched against the finished
// game's replayed record: each event the game's as the receiver's seat
// sees it, each view View(seat), no seed, nothing beyond the protocol.
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"time"

	"aladdin/online/wire"
)

var (
	nakamaBin = flag.String("nakama", "", "the Nakama binary")
	modules   = flag.String("modules", "", "the runtime path holding our plugin")
	dbAddr    = flag.String("db", "", "the database address (user@127.0.0.1:port/name)")
	port      = flag.Int("port", 17350, "the server's HTTP and socket port (also uses port-1, port+10 and port+7)")
	dir       = flag.String("dir", "", "a directory for the server's data and log")
	loadN     = flag.Int("load", 0, "instead of the games: this many tables at once (a load test)")
	loadFor   = flag.Duration("for", 60*time.Second, "the load test's length")
	tickRate  = flag.Int("tick", 0, "the match's tick rate (0: the plugin's default)")
	recordTo  = flag.String("record", "", "write every message the first person of the basic game received to this file (JSON lines), for online/remote's tests")
)

// server is a running Nakama.
type server struct {
	cmd *exec.Cmd
	log *os.File
}

func startServer(run int) (*server, error) {
	f, err := os.Create(filepath.Join(*dir, fmt.Sprintf("nakama-%d.log", run)))
	if err != nil {
		return nil, err
	}
	args := []string{
		"--name", "aladdin-itest",
		"--data_dir", filepath.Join(*dir, "data"),
		"--database.address", *dbAddr,
		"--runtime.path", *modules,
		"--socket.address", "127.0.0.1",
		"--socket.port", fmt.Sprint(*port),
		"--console.address", "127.0.0.1",
		"--console.port", fmt.Sprint(*port + 10),
		"--logger.level", "INFO",
		"--logger.stdout", "true",
		"--session.token_expiry_sec", "7200",
	}
	if *tickRate > 0 {
		args = append(args, "--runtime.env", fmt.Sprintf("aladdin_tick_rate=%d", *tickRate))
	}
	cmd := exec.Command(*nakamaBin, args...)
	cmd.Stdout, cmd.Stderr = f, f
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, log: f}
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		resp, err := http.Get(base() + "/healthcheck")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return s, nil
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	s.kill()
	return nil, fmt.Errorf("the server did not answer in 60 s (see %s)", f.Name())
}

func (s *server) kill() {
	_ = s.cmd.Process.Kill()
	_ = s.cmd.Wait()
	s.log.Close()
}

func (s *server) stop() {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
	s.log.Close()
}

func base() string { return fmt.Sprintf("http://127.0.0.1:%d", *port) }

func check(err error, what string) {
	if err != nil {
		log.Fatalf("FAIL: %s: %v", what, err)
	}
}

func main() {
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("itest: ")
	t0 := time.Now()
	srv, err := startServer(1)
	check(err, "start the server")
	log.Printf("server up in %.1f s on 127.0.0.1:%d", time.Since(t0).Seconds(), *port)
	defer func() { srv.stop() }()
	if *loadN > 0 {
		load(srv, *loadN, *loadFor)
		return
	}

	games := []struct {
		version         string
		restartAt, away int
	}{{wire.Basic, 40, 0}, {wire.Magic, 0, 3}}
	for gi, g := range games {
		srv = playOnline(srv, gi, g.version, g.restartAt, g.away)
	}
	log.Printf("PASS in %.1f s", time.Since(t0).Seconds())
}
