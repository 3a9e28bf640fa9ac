// Command wasmsize tells where a wasm binary's bytes go: code size per Go
// package (from the function bodies and the name section, so build without
// -s -w), and the data segments' total. With two files it prints the
// packages that grew most from the first to the second.
//
//	go run ./build/web/wasmsize [base.wasm] game.wasm
//	go run ./build/web/wasmsize -funcs prefix game.wasm   (largest functions)
package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

func main() {
	if len(os.Args) == 4 && os.Args[1] == "-funcs" {
		topFuncs(os.Args[2], os.Args[3])
		return
	}
	if len(os.Args) < 2 || len(os.Args) > 3 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [base.wasm] game.wasm")
		os.Exit(2)
	}
	var maps []map[string]int
	for _, f := range os.Args[1:] {
		m, err := sizes(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, "wasmsize:", f+":", err)
			os.Exit(1)
		}
		maps = append(maps, m)
	}
	last := maps[len(maps)-1]
	base := map[string]int{}
	if len(maps) == 2 {
		base = maps[0]
	}
	type row struct {
		pkg  string
		d, n int
	}
	var rows []row
	keys := map[string]bool{}
	for k := range last {
		keys[k] = true
	}
	for k := range base {
		keys[k] = true
	}
	tot, totBase := 0, 0
	for k := range keys {
		rows = append(rows, row{k, last[k] - base[k], last[k]})
		tot += last[k]
		totBase += base[k]
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].d > rows[j].d })
	if len(maps) == 2 {
		fmt.Printf("total %d -> %d bytes (%+d)\n%10s %10s  package\n", totBase, tot, tot-totBase, "growth", "size")
	} else {
		fmt.Printf("total %d bytes\n%10s %10s  package\n", tot, "size", "size")
	}
	for i, r := range rows {
		if i >= 30 {
			break
		}
		fmt.Printf("%+10d %10d  %s\n", r.d, r.n, r.pkg)
	}
}

// topFuncs prints the 40 largest function bodies whose names start with
// prefix.
func topFuncs(prefix, path string) {
	funcs := map[string]int{}
	if _, err := sizesInto(path, funcs); err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", path+":", err)
		os.Exit(1)
	}
	type row struct {
		name string
		n    int
	}
	var rows []row
	for k, n := range funcs {
		if strings.HasPrefix(k, prefix) {
			rows = append(rows, row{k, n})
		}
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].n > rows[j].n })
	for i, r := range rows {
		if i >= 40 {
			break
		}
		fmt.Printf("%8d  %s\n", r.n, r.name)
	}
}

// sizes maps package (or "<data>", "<other sections>") to bytes.
func sizes(path string) (map[string]int, error) { return sizesInto(path, nil) }

// sizesInto is sizes that also fills funcs (when not nil) with each
// function body's size by name.
func sizesInto(path string, funcs map[string]int) (map[string]int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(data) < 8 || string(data[:4]) != "\x00asm" {
		return nil, errors.New("not a wasm binary")
	}
	out := map[string]int{}
	r := bytes.NewReader(data[8:])
	var bodies []int
	imports := 0
	names := map[int]string{}
	for r.Len() > 0 {
		id, _ := r.ReadByte()
		n, err := uleb(r)
		if err != nil {
			return nil, err
		}
		sec := make([]byte, n)
		if _, err := io.ReadFull(r, sec); err != nil {
			return nil, err
		}
		s := bytes.NewReader(sec)
		switch id {
		case 2: // imports: function imports shift the function index space
			cnt, _ := uleb(s)
			for i := 0; i < int(cnt); i++ {
				skipName(s)
				skipName(s)
				kind, _ := s.ReadByte()
				switch kind {
				case 0:
					uleb(s)
					imports++
				case 1:
					s.ReadByte()
					limits(s)
				case 2:
					limits(s)
				case 3:
					s.ReadByte()
					s.ReadByte()
				}
			}
			out["<other sections>"] += int(n)
		case 10: // code
			cnt, _ := uleb(s)
			for i := 0; i < int(cnt); i++ {
				sz, _ := uleb(s)
				bodies = append(bodies, int(sz))
				s.Seek(int64(sz), io.SeekCurrent)
			}
		case 11:
			out["<data>"] += int(n)
		case 0:
			name := readName(s)
			if name == "name" {
				for s.Len() > 0 {
					sub, _ := s.ReadByte()
					sz, _ := uleb(s)
					if sub != 1 {
						s.Seek(int64(sz), io.SeekCurrent)
						continue
					}
					cnt, _ := uleb(s)
					for i := 0; i < int(cnt); i++ {
						idx, _ := uleb(s)
						names[int(idx)] = readName(s)
					}
				}
			} else {
				out["<custom "+name+">"] += int(n)
			}
		default:
			out["<other sections>"] += int(n)
		}
	}
	if len(names) == 0 {
		return nil, errors.New("no name section: build without -ldflags=-s")
	}
	for i, sz := range bodies {
		out[pkgOf(names[imports+i])] += sz
		if funcs != nil {
			funcs[names[imports+i]] += sz
		}
	}
	return out, nil
}

// pkgOf cuts a Go symbol to its package path.
func pkgOf(sym string) string {
	sym = strings.TrimPrefix(sym, "go:")
	sym = strings.TrimPrefix(sym, "type:")
	// The wasm name section writes import paths with '_' for '/', so skip
	// a leading domain ("golang.org_x_image_font_sfnt.Parse").
	skip := 0
	for _, d := range []string{"golang.org", "github.com", "gopkg.in"} {
		if strings.HasPrefix(sym, d) {
			skip = len(d)
		}
	}
	slash := strings.LastIndexByte(sym, '/')
	if slash < skip {
		slash = skip - 1
	}
	if i := strings.IndexByte(sym[slash+1:], '.'); i >= 0 {
		return sym[:slash+1+i]
	}
	if sym == "" {
		return "<unnamed>"
	}
	return sym
}

func uleb(r io.ByteReader) (uint64, error) {
	var x uint64
	var s uint
	for {
		b, err := r.ReadByte()
		if err != nil {
			return 0, err
		}
		x |= uint64(b&0x7f) << s
		if b < 0x80 {
			return x, nil
		}
		s += 7
	}
}

func readName(r *bytes.Reader) string {
	n, _ := uleb(r)
	b := make([]byte, n)
	io.ReadFull(r, b)
	return string(b)
}

func skipName(r *bytes.Reader) { readName(r) }

func limits(r *bytes.Reader) {
	f, _ := r.ReadByte()
	uleb(r)
	if f&1 != 0 {
		uleb(r)
	}
}
