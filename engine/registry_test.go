package engine

import "testing"

// The engine's tables describe every spell card, artifact and decision
// kind; an entry forgotten in one of the files that fill them is caught
// here, not in a game.

func TestSpellTable(t *testing.T) {
	names := map[string]bool{}
	for sp := Spell(0); sp < NumSpells; sp++ {
		def := &spellDefs[sp]
		switch {
		case def.name == "" || names[def.name]:
			t.Errorf("spell %d: no name of its own (%q)", sp, def.name)
		case def.when == 0 || def.when&^AnyMoment != 0:
			t.Errorf("%v: moments %b", sp, def.when)
		case def.problem == nil || def.resolve == nil:
			t.Errorf("%v: no rules to check or resolve it", sp)
		case def.when != AnyMoment && def.notNow == "":
			t.Errorf("%v is played only at some moments but says nothing when played at another", sp)
		}
		names[def.name] = true
	}
}

func TestArtifactTable(t *testing.T) {
	names := map[string]bool{}
	for a := Artifact(0); a < NumArtifactTypes; a++ {
		def := &artifactDefs[a]
		switch {
		case def.name == "" || names[def.name]:
			t.Errorf("artifact %d: no name of its own (%q)", a, def.name)
		case def.invoked != (def.problem != nil):
			t.Errorf("%v: invoked %v but rules to check it %v", a, def.invoked, def.problem != nil)
		case !def.invoked && (def.uses != 0 || def.canAct != nil || def.resolve != nil):
			t.Errorf("%v is never invoked but has a power", a)
		}
		names[def.name] = true
	}
}

func TestDecisionTable(t *testing.T) {
	for d := DecisionType(0); d < NumDecisionTypes; d++ {
		k := &decisionKinds[d]
		if k.name == "" {
			t.Errorf("decision %d has no name", d)
		}
		if d == DecNone {
			continue
		}
		if k.accepts == 0 || k.check == nil || k.legal == nil || k.apply == nil {
			t.Errorf("%v: accepts %b, check %v, legal %v, apply %v", d, k.accepts, k.check != nil, k.legal != nil, k.apply != nil)
		}
		if k.accepts>>NumActionTypes != 0 || k.accepts&1 != 0 {
			t.Errorf("%v accepts an action type that does not exist (%b)", d, k.accepts)
		}
	}
}
