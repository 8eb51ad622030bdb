package mhp

import (
	"time"

	"weft/static"
)

// Config is the configuration of a whole analysis run.
type Config struct {
	Mode    Mode
	Filters Filters
}

// Report is everything `weft analyze` prints.
type Report struct {
	A      *static.Analysis
	PEG    *PEG
	MHP    *MHP
	Result *Result
	// Times of the phases.
	PointsTo, Build, Solve, Pairs time.Duration
}

// Run analyzes a program from its main class.
func Run(p *static.Program, mainClass string, cfg Config) (*Report, error) {
	return RunFrom(p, static.Options{MainClass: mainClass}, cfg)
}

// RunFrom analyzes a program from the root its options name: a main
// class, or a sequence of root calls (an entry method or a test).
func RunFrom(p *static.Program, opt static.Options, cfg Config) (*Report, error) {
	t0 := time.Now()
	a, err := static.Analyze(p, opt)
	if err != nil {
		return nil, err
	}
	t1 := time.Now()
	g := BuildPEG(a)
	t2 := time.Now()
	m := Compute(g, cfg.Mode)
	t3 := time.Now()
	res := m.AccessPairs(cfg.Filters)
	t4 := time.Now()
	return &Report{A: a, PEG: g, MHP: m, Result: res,
		PointsTo: t1.Sub(t0), Build: t2.Sub(t1), Solve: t3.Sub(t2), Pairs: t4.Sub(t3)}, nil
}
