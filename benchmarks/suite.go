// Package benchmarks describes weft's benchmark suite: the Java programs
// under suiteA/ (the SIR programs of the value-schedule thesis) and suiteB/
// (the unfolding papers' programs), listed in suite.json with their
// expected bugs, the racing accesses behind them and the papers' figures.
//
// The jars are built by build.sh (make jars) into jars/.
package benchmarks

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
)

// Case is one manifest entry: a program (jar + main class + arguments) and
// what is known about it.
type Case struct {
	Name      string          `json:"name"`
	Suite     string          `json:"suite"` // "A" or "B"
	Dir       string          `json:"dir"`   // sources, relative to the benchmarks directory
	Jar       string          `json:"jar"`   // relative to the benchmarks directory
	Main      string          `json:"main"`  // dotted main class
	Args      []string        `json:"args"`
	Threads   int             `json:"threads"`
	Bug       Bug             `json:"bug"`
	Races     []Race          `json:"races"`
	Pattern   string          `json:"pattern"`
	Inputs    int             `json:"inputs,omitempty"` // calls to weft.Input
	Seed      *int64          `json:"seed,omitempty"`   // generator seed of synthetic programs
	Reference json.RawMessage `json:"reference"`
}

// Bug is the documented failure of a case.
type Bug struct {
	Kind      string `json:"kind"`                // exception, assertion, deadlock or none
	Exception string `json:"exception,omitempty"` // thrown class, dotted
}

// Bug kinds.
const (
	BugException = "exception"
	BugAssertion = "assertion"
	BugDeadlock  = "deadlock"
	BugNone      = "none"
)

// Race is a documented pair of racing accesses.
type Race struct {
	Var   string   `json:"var"`   // Class.field (dotted) or "monitor Class"
	Sites []string `json:"sites"` // File.java:line of both accesses
	Kind  string   `json:"kind"`  // RW, MM, WM or WN
}

// SuiteARef holds the thesis's figures for a suite-A case (Tables 3.2,
// 4.2/4.3 and 6.2–6.4). Nil pointers mean the thesis gives no number
// (e.g. JPF ran out of time).
type SuiteARef struct {
	Kind       string   `json:"kind"` // K, R or B
	SLOC       int      `json:"sloc"`
	PEGNodes   int      `json:"peg_nodes"`
	MHPPairs   int      `json:"mhp_pairs"`
	RW         int      `json:"rw"`
	MM         int      `json:"mm"`
	WM         int      `json:"wm"`
	WN         int      `json:"wn"`
	StaticS    float64  `json:"static_s"`
	MHPCoarse  bool     `json:"mhp_coarse"` // precise MHP timed out; figures from coarse MHP
	VSStates   *int     `json:"vs_states"`
	JPFStates  *int     `json:"jpf_states"`
	VSInstr    *int     `json:"vs_instr"`
	JPFInstr   *int     `json:"jpf_instr"`
	VSTotalS   *float64 `json:"vs_total_s"`
	JPFSeconds *float64 `json:"jpf_s"`
}

// SuiteA decodes the reference figures of a suite-A case.
func (c *Case) SuiteA() (SuiteARef, error) {
	var r SuiteARef
	if c.Suite != "A" {
		return r, fmt.Errorf("%s is not a suite-A case", c.Name)
	}
	err := json.Unmarshal(c.Reference, &r)
	return r, err
}

// Suite is the loaded manifest.
type Suite struct {
	Dir   string // absolute path of the benchmarks directory
	Cases []*Case
}

// JarPath returns the absolute path of the case's jar.
func (s *Suite) JarPath(c *Case) string { return filepath.Join(s.Dir, filepath.FromSlash(c.Jar)) }

// SourceDir returns the absolute path of the case's sources.
func (s *Suite) SourceDir(c *Case) string { return filepath.Join(s.Dir, filepath.FromSlash(c.Dir)) }

// Case returns the case with the given name, or nil.
func (s *Suite) Case(name string) *Case {
	for _, c := range s.Cases {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// Filter returns the cases of one suite ("A" or "B").
func (s *Suite) Filter(suite string) []*Case {
	var out []*Case
	for _, c := range s.Cases {
		if c.Suite == suite {
			out = append(out, c)
		}
	}
	return out
}

// Load reads dir/suite.json.
func Load(dir string) (*Suite, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(filepath.Join(abs, "suite.json"))
	if err != nil {
		return nil, err
	}
	var m struct {
		Cases []*Case `json:"cases"`
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Join(abs, "suite.json"), err)
	}
	return &Suite{Dir: abs, Cases: m.Cases}, nil
}

// Default loads the suite of this source tree (for tests in other
// packages, which run with their package directory as working directory).
func Default() (*Suite, error) {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return nil, fmt.Errorf("cannot locate the benchmarks directory")
	}
	return Load(filepath.Dir(file))
}

// ErrNotBuilt says a case's jar is not there (make jars builds them).
var ErrNotBuilt = errors.New("not built (make jars)")

// DefaultCase returns this source tree's suite and its case name, with
// an error wrapping ErrNotBuilt when the suite or the case's jar is not
// built, and another when there is no such case.
func DefaultCase(name string) (*Suite, *Case, error) {
	s, err := Default()
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrNotBuilt, err)
	}
	c := s.Case(name)
	if c == nil {
		return nil, nil, fmt.Errorf("no case %s", name)
	}
	if _, err := os.Stat(s.JarPath(c)); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", s.JarPath(c), ErrNotBuilt)
	}
	return s, c, nil
}

// Names returns the case names, sorted.
func (s *Suite) Names() []string {
	var n []string
	for _, c := range s.Cases {
		n = append(n, c.Name)
	}
	sort.Strings(n)
	return n
}
