package rulesbook

import "aladdin/engine"

// TableGaps names each spell card and artifact type the rules book does
// not picture with its item. The registry test (scenes) walks it with the
// other packages' tables; empty means complete.
func TableGaps() []string {
	listed := map[rulePic]bool{}
	for _, sec := range ruleSections {
		for _, b := range sec.blocks {
			for _, p := range b.pics {
				listed[p] = true
			}
		}
	}
	var gaps []string
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		if !listed[spellPic(sp)] {
			gaps = append(gaps, "rules book: "+sp.String()+" is not listed")
		}
	}
	for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
		if !listed[artifactPic(a)] {
			gaps = append(gaps, "rules book: the "+a.String()+" is not listed")
		}
	}
	return gaps
}
