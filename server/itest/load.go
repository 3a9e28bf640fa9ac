package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"aladdin/engine/bot"
	"aladdin/online/client"
	"aladdin/online/remote"
	"aladdin/online/wire"
)

// load runs n tables at once on one server, each a person (a client that
// answers at once from its view) and two Normal bots, games following one
// another, for the given time; it reports the time from each action sent
// to its update received (the answer), the moves a second, and the
// server's CPU and memory.
func load(srv *server, n int, d time.Duration) {
	pid := srv.cmd.Process.Pid
	cpu0, _ := cpuTicks(pid)
	t0 := time.Now()
	var (
		mu        sync.Mutex
		latencies []time.Duration
		games     int
		failures  []string
		wg        sync.WaitGroup
	)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			lat, g, err := loadClient(i, t0.Add(d))
			mu.Lock()
			latencies = append(latencies, lat...)
			games += g
			if err != nil {
				failures = append(failures, err.Error())
			}
			mu.Unlock()
		}(i)
	}
	wg.Wait()
	took := time.Since(t0)
	cpu1, _ := cpuTicks(pid)
	rss, hwm := memory(pid)
	sort.Slice(latencies, func(a, b int) bool { return latencies[a] < latencies[b] })
	pct := func(p float64) time.Duration {
		if len(latencies) == 0 {
			return 0
		}
		return latencies[min(len(latencies)-1, int(p*float64(len(latencies))))]
	}
	log.Printf("load: %d tables for %.0f s: %d answers to people's actions (p50 %v, p99 %v, max %v), %d games finished; server CPU %.0f%% of one core, memory %d MB (peak %d MB)",
		n, took.Seconds(), len(latencies), pct(0.5).Round(time.Millisecond/10), pct(0.99).Round(time.Millisecond/10), pct(1).Round(time.Millisecond/10), games,
		float64(cpu1-cpu0)/100/took.Seconds()*100, rss/1024, hwm/1024)
	if len(failures) > 0 {
		log.Fatalf("FAIL: %d clients failed: %s", len(failures), failures[0])
	}
}

// loadClient plays games at one table until the deadline, through the
// game's own client and remote session.
func loadClient(i int, deadline time.Time) ([]time.Duration, int, error) {
	ctx := context.Background()
	c, err := client.Connect(ctx, client.Profile{Server: base(), Name: fmt.Sprintf("Load %d", i), Device: fmt.Sprintf("itest-load-device-%04d", i)}, client.Options{})
	if err != nil {
		return nil, 0, err
	}
	defer c.Close()
	player := bot.New(bot.Easy, uint64(i)+1)
	var lat []time.Duration
	games := 0
	for time.Now().Before(deadline) {
		setup := wire.Setup{Players: 3, Version: wire.Basic, Fast: true, Seats: []wire.SeatSetup{{}, {Bot: true, Level: 2}, {Bot: true, Level: 2}}}
		created, err := c.CreateTable(ctx, setup)
		if err != nil {
			return lat, games, err
		}
		m, err := c.Join(ctx, created.Code, false)
		if err != nil {
			return lat, games, err
		}
		s := remote.New(m)
		var sent time.Time
		sentAt := -1
		for time.Now().Before(deadline) && !s.Prompt().Over {
			select {
			case <-m.Ready():
			case <-time.After(time.Until(deadline)):
			}
			s.Pump()
			if p := s.TakeProblems(); len(p) > 0 {
				return lat, games, fmt.Errorf("load %d: %v", i, p)
			}
			if r := s.TakeRefusals(); len(r) > 0 {
				return lat, games, fmt.Errorf("load %d refused: %q", i, r)
			}
			if !sent.IsZero() && s.Moves() > sentAt {
				lat = append(lat, time.Since(sent))
				sent = time.Time{}
			}
			if p := s.Prompt(); p.Yours {
				v := p.View
				a := player.Act(&v)
				sentAt, sent = s.Moves(), time.Now()
				if err := s.Submit(a); err != nil {
					return lat, games, err
				}
			}
		}
		if s.Prompt().Over {
			games++
		}
		if err := m.Leave(ctx); err != nil {
			return lat, games, err
		}
	}
	return lat, games, nil
}

// cpuTicks is a process's user and system time in clock ticks.
func cpuTicks(pid int) (int64, error) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	f := strings.Fields(string(data[strings.LastIndexByte(string(data), ')')+2:]))
	u, _ := strconv.ParseInt(f[11], 10, 64)
	s, _ := strconv.ParseInt(f[12], 10, 64)
	return u + s, nil
}

// memory is a process's resident and peak resident memory in KB.
func memory(pid int) (rss, hwm int64) {
	data, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) >= 2 && f[0] == "VmRSS:" {
			rss, _ = strconv.ParseInt(f[1], 10, 64)
		}
		if len(f) >= 2 && f[0] == "VmHWM:" {
			hwm, _ = strconv.ParseInt(f[1], 10, 64)
		}
	}
	return rss, hwm
}
