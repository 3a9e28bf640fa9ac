package bot

import "aladdin/engine"

// normalMove is Normal's move from a seat's view among legal, as
// NormalBot.Act decides it but without sampling or allocating: the playout
// policy of Hard and the Reference for every seat, and the source of their
// candidates. Normal's scores cover casts, invocations and Pass too, so in
// the magic version this is Normal's magic play as well.
func normalMove(n *NormalBot, v *engine.View, legal []engine.Action, r *splitmix) engine.Action {
	return n.choose(v, legal, r)
}
