package mhp

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"weft/static"
)

// BenchCase is one program of the suite-A evaluation (thesis Table 4.2).
type BenchCase struct {
	Name  string
	Prog  *static.Program
	Main  string // internal name of the main class
	Races []BenchRace
	Ref   *BenchRef // the thesis's figures, nil if none
}

// BenchRace is a documented racing pair: both sites as File.java:line.
type BenchRace struct {
	Var, Kind string
	Sites     []string
}

// BenchRef holds a program's row of thesis Tables 4.2/4.3.
//
// The JSON names are those of the reference block of a suite-A case in
// benchmarks/suite.json, so that block decodes into a BenchRef directly.
type BenchRef struct {
	PEGNodes int     `json:"peg_nodes"`
	MHPPairs int     `json:"mhp_pairs"`
	RW       int     `json:"rw"`
	MM       int     `json:"mm"`
	WM       int     `json:"wm"`
	WN       int     `json:"wn"`
	StaticS  float64 `json:"static_s"`
	Coarse   bool    `json:"mhp_coarse"` // from the unsync analysis (Table 4.3)
}

// RankOf returns the rank of the best pair of the given kind ("" for any)
// between the two sites, in either order, or 0 if no pair matches.
func RankOf(ps []*AccessPair, kind string, sites []string) int {
	if len(sites) == 0 {
		return 0
	}
	base := func(s string) string { return filepath.Base(strings.TrimSpace(s)) }
	s1, s2 := base(sites[0]), base(sites[len(sites)-1])
	for _, p := range ps {
		if kind != "" && p.Kind.String() != kind {
			continue
		}
		a, b := base(p.A.Pos), base(p.B.Pos)
		if a == s1 && b == s2 || a == s2 && b == s1 {
			return p.Rank
		}
	}
	return 0
}

// BenchSummary counts what the table found.
type BenchSummary struct {
	Races, Reported, Top10 int
	Slowest                time.Duration
}

// WriteBenchTable analyzes every case with precise MHP and all filters and
// writes, in markdown, the table of thesis Table 4.2 beside the thesis's
// figures with the rank of every documented race, then the filter
// ablation of Tables 4.4 and 4.5.
func WriteBenchTable(w io.Writer, cases []BenchCase) (BenchSummary, error) {
	var sum BenchSummary
	var sb, abl strings.Builder
	sb.WriteString("| program | nodes | MHP pairs | RW | MM | WM | WN | time | thesis nodes | thesis MHP | thesis RW/MM/WM/WN | thesis s | documented races: rank |\n")
	sb.WriteString("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	abl.WriteString("| program | filters | RW | MM | WM | WN |\n|---|---|---|---|---|---|\n")
	for _, c := range cases {
		start := time.Now()
		rep, err := Run(c.Prog, c.Main, Config{Filters: AllFilters})
		if err != nil {
			return sum, fmt.Errorf("%s: %v", c.Name, err)
		}
		el := time.Since(start)
		sum.Slowest = max(sum.Slowest, el)
		n := rep.Counts()
		ref := "| | | | "
		if r := c.Ref; r != nil {
			note := ""
			if r.Coarse {
				note = " (unsync)"
			}
			ref = fmt.Sprintf("| %d | %d | %d/%d/%d/%d | %.2f%s ", r.PEGNodes, r.MHPPairs, r.RW, r.MM, r.WM, r.WN, r.StaticS, note)
		}
		var ranks []string
		for _, race := range c.Races {
			sum.Races++
			rank := RankOf(rep.Result.Pairs, race.Kind, race.Sites)
			s := "missing"
			if rank > 0 {
				sum.Reported++
				s = fmt.Sprint(rank)
				if rank <= 10 {
					sum.Top10++
				}
			}
			ranks = append(ranks, fmt.Sprintf("%s %s: %s", race.Kind, race.Var, s))
		}
		fmt.Fprintf(&sb, "| %s | %d | %d | %d | %d | %d | %d | %.1f ms %s| %s |\n", c.Name, n.PEGNodes, n.MHPPairs,
			n.RW, n.MM, n.WM, n.WN, float64(el.Microseconds())/1000, ref, strings.Join(ranks, "; "))
		for _, f := range []Filters{{}, {Alias: true}, {Alias: true, Disjoint: true}, {Alias: true, Escape: true}, AllFilters} {
			res := rep.MHP.AccessPairs(f)
			fmt.Fprintf(&abl, "| %s | %s | %d | %d | %d | %d |\n", c.Name, f, res.Counts[RW], res.Counts[MM], res.Counts[WM], res.Counts[WN])
		}
	}
	_, err := fmt.Fprintf(w, "Static analysis of suite A (precise MHP; filters alias, escape, disjoint):\n\n%s\n"+
		"Documented races: %d, reported %d, in the top 10 %d. Slowest analysis %.1f ms.\n\n"+
		"Filter ablation (Tables 4.4, 4.5):\n\n%s", sb.String(), sum.Races, sum.Reported, sum.Top10,
		float64(sum.Slowest.Microseconds())/1000, abl.String())
	return sum, err
}
