// Package dehint strips the TrueType hinting from a font: the per-glyph
// instructions, the fpgm, prep, cvt, hdmx, LTSH, VDMX and gasp tables, and
// the glyph names in post (format 2 becomes format 3). The outlines,
// advances, character map and metrics are kept byte for byte.
//
// The game renders all text with go-text/typesetting (text/v2 and the
// painters in assets), which reads outlines and never runs hinting
// instructions, so a dehinted font draws exactly the same pixels in about
// half the bytes (Go Bold: 152 KB to 74 KB).
package dehint

import (
	"encoding/binary"
	"errors"
	"sort"
)

var be = binary.BigEndian

// dropped are the tables that only serve hinting (or glyph names).
var dropped = map[string]bool{"fpgm": true, "prep": true, "cvt ": true, "hdmx": true, "LTSH": true, "VDMX": true, "gasp": true}

var errBad = errors.New("dehint: malformed or unsupported font")

// Font returns ttf without hinting. It supports TrueType-outline fonts
// with simple and composite glyphs.
func Font(ttf []byte) (out []byte, err error) {
	defer func() {
		if recover() != nil { // slicing past the end of a malformed font
			out, err = nil, errBad
		}
	}()
	if len(ttf) < 12 || be.Uint32(ttf) != 0x00010000 {
		return nil, errBad
	}
	tabs := map[string][]byte{}
	n := int(be.Uint16(ttf[4:]))
	for i := 0; i < n; i++ {
		r := ttf[12+16*i:]
		off, l := be.Uint32(r[8:]), be.Uint32(r[12:])
		tabs[string(r[:4])] = ttf[off : off+l]
	}
	head, maxp, loca, glyf, post := tabs["head"], tabs["maxp"], tabs["loca"], tabs["glyf"], tabs["post"]
	if head == nil || maxp == nil || loca == nil || glyf == nil {
		return nil, errBad
	}
	long := be.Uint16(head[50:]) == 1
	ng := int(be.Uint16(maxp[4:]))
	at := func(i int) int {
		if long {
			return int(be.Uint32(loca[4*i:]))
		}
		return 2 * int(be.Uint16(loca[2*i:]))
	}
	var g2 []byte
	offs := make([]int, ng+1)
	for g := 0; g < ng; g++ {
		offs[g] = len(g2)
		d := glyf[at(g):at(g+1)]
		if len(d) > 0 {
			g2 = append(g2, stripGlyph(d)...)
			for len(g2)%4 != 0 {
				g2 = append(g2, 0)
			}
		}
	}
	offs[ng] = len(g2)
	var l2 []byte
	long = offs[ng]/2 > 0xFFFF
	for _, o := range offs {
		if long {
			l2 = be.AppendUint32(l2, uint32(o))
		} else {
			l2 = be.AppendUint16(l2, uint16(o/2))
		}
	}
	head = append([]byte(nil), head...)
	be.PutUint32(head[8:], 0) // checkSumAdjustment, set below
	if long {
		be.PutUint16(head[50:], 1)
	} else {
		be.PutUint16(head[50:], 0)
	}
	maxp = append([]byte(nil), maxp...)
	if len(maxp) >= 32 {
		// maxZones 1; twilight points, storage, function and instruction
		// definitions, stack elements and instruction size 0.
		be.PutUint16(maxp[14:], 1)
		for _, o := range []int{16, 18, 20, 22, 24, 26} {
			be.PutUint16(maxp[o:], 0)
		}
	}
	tabs["head"], tabs["maxp"], tabs["loca"], tabs["glyf"] = head, maxp, l2, g2
	if len(post) >= 32 {
		p := append([]byte(nil), post[:32]...)
		be.PutUint32(p, 0x00030000)
		tabs["post"] = p
	}
	var tags []string
	for t := range tabs {
		if !dropped[t] {
			tags = append(tags, t)
		}
	}
	sort.Strings(tags)
	return assemble(tags, tabs), nil
}

// stripGlyph removes a glyph's instructions.
func stripGlyph(d []byte) []byte {
	nc := int(int16(be.Uint16(d)))
	if nc >= 0 {
		p := 10 + 2*nc
		ins := int(be.Uint16(d[p:]))
		out := append([]byte(nil), d[:p]...)
		out = append(out, 0, 0)
		return append(out, d[p+2+ins:]...)
	}
	out := append([]byte(nil), d...)
	p := 10
	for {
		fl := be.Uint16(out[p:])
		last := fl&0x20 == 0
		if last {
			be.PutUint16(out[p:], fl&^0x100) // WE_HAVE_INSTRUCTIONS
		}
		p += 4
		if fl&1 != 0 {
			p += 4
		} else {
			p += 2
		}
		switch {
		case fl&8 != 0:
			p += 2
		case fl&0x40 != 0:
			p += 4
		case fl&0x80 != 0:
			p += 8
		}
		if last {
			return out[:p]
		}
	}
}

// assemble writes an sfnt with the tables in tag order, 4-byte aligned,
// with their checksums and the head checksum adjustment.
func assemble(tags []string, tabs map[string][]byte) []byte {
	n := len(tags)
	es := 0
	for 1<<(es+1) <= n {
		es++
	}
	out := be.AppendUint32(nil, 0x00010000)
	out = be.AppendUint16(out, uint16(n))
	out = be.AppendUint16(out, uint16(16<<es))
	out = be.AppendUint16(out, uint16(es))
	out = be.AppendUint16(out, uint16(16*n-16<<es))
	off := 12 + 16*n
	headAt := 0
	for _, t := range tags {
		d := tabs[t]
		if t == "head" {
			headAt = off
		}
		out = append(out, t...)
		out = be.AppendUint32(out, checksum(d))
		out = be.AppendUint32(out, uint32(off))
		out = be.AppendUint32(out, uint32(len(d)))
		off += (len(d) + 3) &^ 3
	}
	for _, t := range tags {
		out = append(out, tabs[t]...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	if headAt > 0 {
		be.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	}
	return out
}

func checksum(d []byte) uint32 {
	var s uint32
	for i := 0; i < len(d); i += 4 {
		var w [4]byte
		copy(w[:], d[i:])
		s += be.Uint32(w[:])
	}
	return s
}
