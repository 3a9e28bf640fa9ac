package main

import (
	"reflect"
	"testing"

	"aladdin/game"
)

// TestEveryScreenIsLinkedIn: the program links in every package whose
// screens the others open through game.Screens, so no "go to" finds a
// screen missing.
func TestEveryScreenIsLinkedIn(t *testing.T) {
	v := reflect.ValueOf(game.Screens)
	for i := range v.NumField() {
		if v.Field(i).IsNil() {
			t.Errorf("game.Screens.%s is not filled in", v.Type().Field(i).Name)
		}
	}
}
