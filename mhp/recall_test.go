package mhp

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"weft/classfile"
)

// manifestCase is the part of a benchmarks/suiteA/manifest.json entry that
// the recall check reads.
type manifestCase struct {
	Name  string `json:"name"`
	Dir   string `json:"dir"`
	Main  string `json:"main"`
	Races []struct {
		Var   string   `json:"var"`
		Sites []string `json:"sites"`
		Kind  string   `json:"kind"`
	} `json:"races"`
}

// TestRecallSuiteA checks the target of issue 3: every racing pair the
// suite-A manifest documents is reported, and ranked in the top 10.
func TestRecallSuiteA(t *testing.T) {
	b, err := os.ReadFile("../benchmarks/suiteA/manifest.json")
	if err != nil {
		t.Skip("no suite-A manifest yet:", err)
	}
	var cases []manifestCase
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatalf("manifest: %v", err)
	}
	progs := map[string]suiteProgram{}
	for _, p := range compileSuiteA(t) {
		progs[p.Main] = p
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			p, ok := progs[c.Main]
			if !ok {
				t.Skipf("%s (%s) not compiled", c.Name, c.Main)
			}
			rep, err := Run(suiteProgramOf(t, p), classfile.InternalName(c.Main), Config{Filters: AllFilters})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range c.Races {
				rank := findRace(rep.Result.Pairs, r.Kind, r.Sites)
				switch {
				case rank == 0:
					t.Errorf("%s race %s %s %v not reported", c.Name, r.Kind, r.Var, r.Sites)
				case rank > 10:
					t.Errorf("%s race %s %s %v ranked %d, want top 10", c.Name, r.Kind, r.Var, r.Sites, rank)
				default:
					t.Logf("%s race %s %s %v ranked %d of %d", c.Name, r.Kind, r.Var, r.Sites, rank, len(rep.Result.Pairs))
				}
			}
		})
	}
}

// findRace returns the best rank of a pair of the given kind between the
// two sites (File.java:line, in either order), or 0.
func findRace(ps []*AccessPair, kind string, sites []string) int {
	if len(sites) == 0 {
		return 0
	}
	s1, s2 := sites[0], sites[len(sites)-1]
	for _, p := range ps {
		if kind != "" && p.Kind.String() != kind {
			continue
		}
		a, b := baseName(p.A.Pos), baseName(p.B.Pos)
		if a == baseName(s1) && b == baseName(s2) || a == baseName(s2) && b == baseName(s1) {
			return p.Rank
		}
	}
	return 0
}

func baseName(pos string) string { return filepath.Base(strings.TrimSpace(pos)) }
