package dehint

import "sort"

// The Go fonts have no narrow no-break space (U+202F), which French
// typography puts before ; ! ? and inside « »: a rune missing from a face
// draws a box. AddSpace gives a font such a space: a new empty glyph with
// its own advance, mapped from the rune in every format 4 character map.

// NarrowNoBreakSpace is U+202F, as wide as a sixth of the em (a thin
// space's usual width).
const NarrowNoBreakSpace = '\u202f'

// ForGame is the font as the game embeds it: without hinting, with a
// narrow no-break space.
func ForGame(ttf []byte) ([]byte, error) {
	out, err := Font(ttf)
	if err != nil {
		return nil, err
	}
	head := table(out, "head")
	if len(head) < 20 {
		return nil, errBad
	}
	return AddSpace(out, NarrowNoBreakSpace, be.Uint16(head[18:])/6)
}

// table is the table tag of an sfnt, nil if absent.
func table(ttf []byte, tag string) []byte {
	n := int(be.Uint16(ttf[4:]))
	for i := 0; i < n; i++ {
		r := ttf[12+16*i:]
		if string(r[:4]) == tag {
			off, l := be.Uint32(r[8:]), be.Uint32(r[12:])
			return ttf[off : off+l]
		}
	}
	return nil
}

// AddSpace returns ttf with a new empty glyph of the given advance that
// the rune r (in the Basic Multilingual Plane, not yet mapped) maps to.
func AddSpace(ttf []byte, r rune, advance uint16) (out []byte, err error) {
	defer func() {
		if recover() != nil {
			out, err = nil, errBad
		}
	}()
	if len(ttf) < 12 || r <= 0 || r >= 0xFFFF {
		return nil, errBad
	}
	tabs := map[string][]byte{}
	var tags []string
	n := int(be.Uint16(ttf[4:]))
	for i := 0; i < n; i++ {
		rec := ttf[12+16*i:]
		off, l := be.Uint32(rec[8:]), be.Uint32(rec[12:])
		tag := string(rec[:4])
		tabs[tag] = append([]byte(nil), ttf[off:off+l]...)
		tags = append(tags, tag)
	}
	head, maxp, hhea, hmtx, loca, cmap := tabs["head"], tabs["maxp"], tabs["hhea"], tabs["hmtx"], tabs["loca"], tabs["cmap"]
	if head == nil || maxp == nil || hhea == nil || hmtx == nil || loca == nil || cmap == nil {
		return nil, errBad
	}
	ng := int(be.Uint16(maxp[4:]))
	nh := int(be.Uint16(hhea[34:]))
	glyph := uint16(ng)

	// hmtx: every glyph gets a full metric, so the new one has its own
	// advance (the glyphs after the last full metric repeat its advance).
	lastAdvance := be.Uint16(hmtx[4*(nh-1):])
	h2 := append([]byte(nil), hmtx[:4*nh]...)
	for g := nh; g < ng; g++ {
		h2 = be.AppendUint16(h2, lastAdvance)
		h2 = append(h2, hmtx[4*nh+2*(g-nh):4*nh+2*(g-nh)+2]...)
	}
	h2 = be.AppendUint16(h2, advance)
	h2 = be.AppendUint16(h2, 0)
	be.PutUint16(hhea[34:], uint16(ng+1))
	be.PutUint16(maxp[4:], uint16(ng+1))
	if advance > be.Uint16(hhea[10:]) {
		be.PutUint16(hhea[10:], advance)
	}

	// loca: the new glyph is empty, its start and end the same.
	if be.Uint16(head[50:]) == 1 {
		loca = append(loca, loca[len(loca)-4:]...)
	} else {
		loca = append(loca, loca[len(loca)-2:]...)
	}

	cmap, err = mapRune(cmap, r, glyph)
	if err != nil {
		return nil, err
	}
	tabs["hmtx"], tabs["loca"], tabs["cmap"] = h2, loca, cmap
	be.PutUint32(head[8:], 0)
	sort.Strings(tags)
	return assemble(tags, tabs), nil
}

// mapRune rewrites every format 4 subtable of cmap with a segment mapping
// r to glyph; subtables shared by several encodings stay shared.
func mapRune(cmap []byte, r rune, glyph uint16) ([]byte, error) {
	nsub := int(be.Uint16(cmap[2:]))
	offs := map[uint32][]byte{}
	var order []uint32
	for i := 0; i < nsub; i++ {
		o := be.Uint32(cmap[4+8*i+4:])
		if _, seen := offs[o]; seen {
			continue
		}
		l := subtableLen(cmap[o:])
		data := cmap[o : o+l]
		if be.Uint16(data) == 4 {
			var err error
			if data, err = format4With(data, uint16(r), glyph); err != nil {
				return nil, err
			}
		}
		offs[o] = data
		order = append(order, o)
	}
	sort.Slice(order, func(i, j int) bool { return order[i] < order[j] })
	out := append([]byte(nil), cmap[:4+8*nsub]...)
	moved := map[uint32]uint32{}
	for _, o := range order {
		moved[o] = uint32(len(out))
		out = append(out, offs[o]...)
		for len(out)%2 != 0 {
			out = append(out, 0)
		}
	}
	for i := 0; i < nsub; i++ {
		p := 4 + 8*i + 4
		be.PutUint32(out[p:], moved[be.Uint32(out[p:])])
	}
	return out, nil
}

// subtableLen is a cmap subtable's length from its own header.
func subtableLen(d []byte) uint32 {
	switch be.Uint16(d) {
	case 8, 10, 12, 13:
		return be.Uint32(d[4:])
	}
	return uint32(be.Uint16(d[2:]))
}

// format4With is a format 4 subtable with one more segment: code alone,
// mapped to glyph by its delta.
func format4With(d []byte, code, glyph uint16) ([]byte, error) {
	segX2 := int(be.Uint16(d[6:]))
	seg := segX2 / 2
	ends := d[14 : 14+segX2]
	starts := d[16+segX2 : 16+2*segX2]
	deltas := d[16+2*segX2 : 16+3*segX2]
	ranges := d[16+3*segX2 : 16+4*segX2]
	glyphIDs := d[16+4*segX2:]
	at := seg
	for i := 0; i < seg; i++ {
		if be.Uint16(ends[2*i:]) >= code {
			if be.Uint16(starts[2*i:]) <= code {
				return nil, errBad // the rune is mapped already
			}
			at = i
			break
		}
	}
	n := seg + 1
	es := 0
	for 1<<(es+1) <= n {
		es++
	}
	out := be.AppendUint16(nil, 4)
	out = be.AppendUint16(out, 0) // length, set below
	out = append(out, d[4:6]...)  // language
	out = be.AppendUint16(out, uint16(2*n))
	out = be.AppendUint16(out, uint16(2<<es))
	out = be.AppendUint16(out, uint16(es))
	out = be.AppendUint16(out, uint16(2*n-2<<es))
	insert := func(arr []byte, v uint16) {
		out = append(out, arr[:2*at]...)
		out = be.AppendUint16(out, v)
		out = append(out, arr[2*at:]...)
	}
	insert(ends, code)
	out = be.AppendUint16(out, 0) // reservedPad
	insert(starts, code)
	insert(deltas, glyph-code)
	// A range offset counts bytes from its own place to glyphIDs: the
	// segments before the new one now have one more offset between.
	r2 := append([]byte(nil), ranges...)
	for i := 0; i < at; i++ {
		if v := be.Uint16(r2[2*i:]); v != 0 {
			be.PutUint16(r2[2*i:], v+2)
		}
	}
	insert(r2, 0)
	out = append(out, glyphIDs...)
	if len(out) > 0xFFFF {
		return nil, errBad
	}
	be.PutUint16(out[2:], uint16(len(out)))
	return out, nil
}
