package game

// ProbeState is what the test probe publishes: the visible scene, the
// tick, the clickable targets by name, the status entries and the
// screenshots taken; the desktop probe writes it as JSON, and the
// headless scene tests read it from the context.
type ProbeState struct {
	Scene   string            `json:"scene"`
	Tick    int64             `json:"tick"`
	Targets map[string][4]int `json:"targets"`
	Status  map[string]string `json:"status"`
	Shots   []string          `json:"shots"`
}
