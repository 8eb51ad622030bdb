package mhp

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"weft/classfile"
)

// thesisRef is the reference part of a suite-A manifest entry (the
// thesis's Table 4.2/4.3 figures).
type thesisRef struct {
	PEGNodes  int     `json:"peg_nodes"`
	MHPPairs  int     `json:"mhp_pairs"`
	RW        int     `json:"rw"`
	MM        int     `json:"mm"`
	WM        int     `json:"wm"`
	WN        int     `json:"wn"`
	StaticS   float64 `json:"static_s"`
	MHPCoarse bool    `json:"mhp_coarse"`
}

// TestTable42 writes the static-analysis table of suite A beside the
// thesis's Table 4.2 (when the manifest has the figures), the rank of every
// documented race, and a filter ablation as in Tables 4.4 and 4.5. Run
// with -v to see it; WEFT_TABLE=FILE also writes it to FILE (markdown).
func TestTable42(t *testing.T) {
	progs := compileSuiteA(t)
	type entry struct {
		manifestCase
		Reference json.RawMessage `json:"reference"`
	}
	var cases []entry
	if b, err := os.ReadFile("../benchmarks/suiteA/manifest.json"); err == nil {
		if err := json.Unmarshal(b, &cases); err != nil {
			t.Fatalf("manifest: %v", err)
		}
	}
	byMain := map[string][]entry{}
	for _, c := range cases {
		byMain[c.Main] = append(byMain[c.Main], c)
	}
	var sb strings.Builder
	sb.WriteString("| program | nodes | MHP pairs | RW | MM | WM | WN | time | thesis nodes | thesis MHP | thesis RW/MM/WM/WN | thesis s | documented races: rank |\n")
	sb.WriteString("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	var abl strings.Builder
	abl.WriteString("| program | filters | RW | MM | WM | WN |\n|---|---|---|---|---|---|\n")
	sort.Slice(progs, func(i, j int) bool { return progs[i].Name < progs[j].Name })
	for _, p := range progs {
		prog := suiteProgramOf(t, p)
		main := classfile.InternalName(p.Main)
		start := time.Now()
		rep, err := Run(prog, main, Config{Filters: AllFilters})
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		el := time.Since(start)
		c := rep.Counts()
		row := func(name string, cs []entry) {
			ref, races := "| | | | ", ""
			var ranks []string
			for _, e := range cs {
				var r thesisRef
				if len(e.Reference) > 0 && json.Unmarshal(e.Reference, &r) == nil && r.PEGNodes > 0 {
					note := ""
					if r.MHPCoarse {
						note = " (unsync)"
					}
					ref = fmt.Sprintf("| %d | %d | %d/%d/%d/%d | %.2f%s ", r.PEGNodes, r.MHPPairs, r.RW, r.MM, r.WM, r.WN, r.StaticS, note)
				}
				for _, race := range e.Races {
					rank := findRace(rep.Result.Pairs, race.Kind, race.Sites)
					s := "missing"
					if rank > 0 {
						s = fmt.Sprint(rank)
					}
					ranks = append(ranks, fmt.Sprintf("%s %s: %s", race.Kind, race.Var, s))
				}
			}
			races = strings.Join(ranks, "; ")
			fmt.Fprintf(&sb, "| %s | %d | %d | %d | %d | %d | %d | %.1f ms %s| %s |\n", name, c.PEGNodes, c.MHPPairs, c.RW, c.MM, c.WM, c.WN,
				float64(el.Microseconds())/1000, ref, races)
		}
		if cs := byMain[p.Main]; len(cs) > 0 {
			for _, e := range cs {
				row(e.Name, []entry{e})
			}
		} else {
			row(p.Name, nil)
		}
		for _, f := range []Filters{{}, {Alias: true}, {Alias: true, Disjoint: true}, {Alias: true, Escape: true}, AllFilters} {
			res := rep.MHP.AccessPairs(f)
			fmt.Fprintf(&abl, "| %s | %s | %d | %d | %d | %d |\n", p.Name, f, res.Counts[RW], res.Counts[MM], res.Counts[WM], res.Counts[WN])
		}
	}
	out := "Static analysis of suite A (precise MHP, alias+escape+disjoint):\n\n" + sb.String() +
		"\nFilter ablation (Tables 4.4, 4.5):\n\n" + abl.String()
	t.Log("\n" + out)
	if path := os.Getenv("WEFT_TABLE"); path != "" {
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Error(err)
		}
	}
}
