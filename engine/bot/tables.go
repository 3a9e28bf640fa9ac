package bot

import "aladdin/engine"

// TableGaps names every spell card and artifact power the bots cannot
// price (a card left out of spellValues would never be cast). The registry
// test (scenes) walks every package's tables through such a function;
// empty means complete.
func TableGaps() []string {
	var gaps []string
	for sp := engine.Spell(0); sp < engine.NumSpells; sp++ {
		if v := &spellValues[sp]; v.effect == nil || v.keep <= 0 || v.plan <= 0 {
			gaps = append(gaps, "bot: "+sp.String()+" is not priced")
		}
	}
	for a := engine.Artifact(0); a < engine.NumArtifactTypes; a++ {
		if a.Invoked() && artifactEffects[a] == nil {
			gaps = append(gaps, "bot: the "+a.String()+"'s power is not priced")
		}
	}
	return gaps
}
