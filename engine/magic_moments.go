package engine

// anyoneMayAct reports whether D36's public test would ask any seat.
func (s *State) anyoneMayAct() bool {
	for p := 0; p < int(s.c.Players); p++ {
		if s.mayAct(p) {
			return true
		}
	}
	return false
}

// emptyCity is the city spaces holding no token at all (D52).
func (s *State) emptyCity() uint16 {
	var out uint16
	for sp := AladdinsTent; sp <= Caravanserai; sp++ {
		empty := true
		for p := 0; p < int(s.c.Players) && empty; p++ {
			empty = s.tokensIn(p, sp) == 0
		}
		if empty {
			out |= 1 << sp
		}
	}
	return out
}

// smugglerMoment: the Smuggler's window opens after the last cave when some
// city space is empty (D52).
func (s *State) smugglerMoment() bool { return s.emptyCity() != 0 }

// couldGainRoomStrength is D42 d: public facts say a seat below the guard
// with no room token might still gain strength in a room this round (an
// uninvoked Carpet with a use left, or a spell card with a usable Lamp).
func (s *State) couldGainRoomStrength(p int) bool {
	if !s.magicOn() {
		return false
	}
	if s.canInvoke(p, FlyingCarpet) {
		return true
	}
	return s.handCount(p) > 0 && (s.c.M.LampOn&(1<<p) != 0 || s.canInvoke(p, Lamp))
}
