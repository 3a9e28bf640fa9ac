package bot

import (
	"fmt"
	"sort"
	"strings"

	"aladdin/engine"
)

// Describe says an action in words a player reads. It has no view, so it
// names tokens by their printed numerals ("the 9").
func Describe(a engine.Action) string {
	switch a.Type {
	case engine.ActPlace:
		return fmt.Sprintf("place the %d on %v", engine.Numeral(int(a.Token)), a.Space)
	case engine.ActBribe:
		sum := 0
		var parts []string
		for k, x := range a.Amounts {
			if x > 0 {
				sum += int(x)
				parts = append(parts, fmt.Sprintf("%d %v", x, engine.Kind(k)))
			}
		}
		return fmt.Sprintf("bribe the guard %d (%s)", sum, strings.Join(parts, ", "))
	case engine.ActBuy:
		var parts []string
		for t, k := range a.Pay {
			if k != engine.NoKind && t < engine.NumTokens {
				parts = append(parts, fmt.Sprintf("%d %v", engine.Numeral(t), k))
			}
		}
		return "buy, paying " + strings.Join(parts, " + ")
	case engine.ActMarket:
		var parts []string
		for k, x := range a.Amounts {
			if x > 0 {
				parts = append(parts, fmt.Sprintf("%d %v", x, engine.Kind(k)))
			}
		}
		return fmt.Sprintf("trade 1 %v for %s at the Market", a.Give, strings.Join(parts, ", "))
	case engine.ActGiveCamel:
		return fmt.Sprintf("give the camel to seat %d", a.Target+1)
	case engine.ActDecline:
		return "decline"
	case engine.ActChooseStart:
		return fmt.Sprintf("start with %v", a.Amounts)
	}
	return a.String()
}

// explain summarises the root of a finished search: each candidate with
// its visits and mean value, best first.
func (s *search) explain(best *child) string {
	kids := append([]*child(nil), s.root.kids...)
	sort.SliceStable(kids, func(i, j int) bool { return kids[i].n > kids[j].n })
	var b strings.Builder
	fmt.Fprintf(&b, "chose %s after %d sampled worlds;", Describe(best.a), s.iter)
	for i, c := range kids {
		if i >= 5 {
			break
		}
		m := 0.0
		if c.n > 0 {
			m = c.w / float64(c.n)
		}
		fmt.Fprintf(&b, " [%s: %d visits, value %.2f]", Describe(c.a), c.n, m)
	}
	return b.String()
}
