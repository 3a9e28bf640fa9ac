package assets

import "aladdin/engine"

// TableGaps names what the art leaves out for any spell card, artifact
// type or space the engine knows (its vignette, its card text, its tile,
// its printed name), and a token numeral that differs from the engine's. The
// registry test (scenes) walks every package's tables through such a
// function; empty means complete.
func TableGaps() []string {
	var gaps []string
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		if spellGlyphs[sp] == nil {
			gaps = append(gaps, "assets: "+sp.String()+" has no vignette")
		}
		if SpellTexts[sp] == "" {
			gaps = append(gaps, "assets: "+sp.String()+" has no card text")
		}
	}
	for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
		if artifactGlyphs[a] == nil {
			gaps = append(gaps, "assets: the "+a.String()+" has no tile")
		}
	}
	for sp := engine.Space(0); sp < engine.NumSpaces; sp++ {
		if SpaceNames[sp] == "" {
			gaps = append(gaps, "assets: "+sp.String()+" has no printed name")
		}
	}
	for t := range TokenValues {
		if TokenValues[t] != int(engine.Numeral(t)) {
			gaps = append(gaps, "assets: a token's numeral differs from the engine's")
		}
	}
	return gaps
}
