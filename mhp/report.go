package mhp

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"weft/static"
)

// The JSON form of `weft analyze --format json` (also documented in
// `weft analyze --help`):
//
//	{
//	  "program": "app.jar", "main": "pkg.Main",
//	  "mhp": "precise"|"unsync", "filters": "alias,escape,disjoint",
//	  "pairs": [ {
//	      "rank": 1, "kind": "RW"|"WN"|"WM"|"MM", "variable": "pkg.C.f",
//	      "priority": 335, "must_alias": true, "consistently_locked": false,
//	      "a": Access, "b": Access } ],
//	  "counts": { "peg_nodes": 0, "mhp_pairs": 0, "threads": 0,
//	              "RW": 0, "MM": 0, "WM": 0, "WN": 0 },
//	  "time_ms": 12.5
//	}
//
// where Access is
//
//	{ "thread": "Worker@Main.java:12", "op": "read"|"write"|"entry"|"wait"|"notify"|"notifyAll",
//	  "class": "pkg.C", "method": "run()V", "pc": 14, "file": "pkg/Main.java", "line": 30,
//	  "context": "pkg.C.caller (Main.java:20)", "locks": ["Data@Main.java:5"] }
//
// For WM and WN pairs "a" is the wait.

// JSONReport is the JSON document.
type JSONReport struct {
	Program string     `json:"program"`
	Main    string     `json:"main"`
	MHP     string     `json:"mhp"`
	Filters string     `json:"filters"`
	Pairs   []JSONPair `json:"pairs"`
	Counts  JSONCounts `json:"counts"`
	TimeMs  float64    `json:"time_ms"`
}

// JSONPair is one pair.
type JSONPair struct {
	Rank               int        `json:"rank"`
	Kind               string     `json:"kind"`
	Variable           string     `json:"variable"`
	Priority           int        `json:"priority"`
	MustAlias          bool       `json:"must_alias"`
	ConsistentlyLocked bool       `json:"consistently_locked"`
	Atomic             bool       `json:"atomic,omitempty"`
	A                  JSONAccess `json:"a"`
	B                  JSONAccess `json:"b"`
}

// JSONAccess is one side of a pair.
type JSONAccess struct {
	Thread  string   `json:"thread"`
	Op      string   `json:"op"`
	Class   string   `json:"class"`
	Method  string   `json:"method"`
	PC      int      `json:"pc"`
	File    string   `json:"file"`
	Line    int      `json:"line"`
	Context string   `json:"context,omitempty"`
	Locks   []string `json:"locks"`
}

// Counts returns the summary counts.
func (r *Report) Counts() JSONCounts {
	c := r.Result.Counts
	return JSONCounts{PEGNodes: len(r.PEG.Nodes), MHPPairs: r.MHP.Pairs(), Threads: len(r.A.Threads),
		RW: c[RW], MM: c[MM], WM: c[WM], WN: c[WN]}
}

// JSONCounts are the summary counts of Table 4.2.
type JSONCounts struct {
	PEGNodes int `json:"peg_nodes"`
	MHPPairs int `json:"mhp_pairs"`
	Threads  int `json:"threads"`
	RW       int `json:"RW"`
	MM       int `json:"MM"`
	WM       int `json:"WM"`
	WN       int `json:"WN"`
}

// SourceFile returns the path of the access's source file relative to a
// source root ("pkg/Main.java") and its line, 0 if unknown.
func (a Access) SourceFile() (string, int) {
	n := a.Node
	if n.CG == nil || n.Instr == nil {
		return "", 0
	}
	cf := n.CG.Func.Class
	file := cf.SourceFile
	if file == "" {
		file = cf.Name[strings.LastIndexByte(cf.Name, '/')+1:] + ".java"
	}
	if i := strings.LastIndexByte(cf.Name, '/'); i >= 0 {
		file = cf.Name[:i+1] + file
	}
	return file, n.Line()
}

func jsonAccess(a Access) JSONAccess {
	file, line := a.SourceFile()
	s := a.Node.Site()
	locks := a.Locks
	if locks == nil {
		locks = []string{}
	}
	return JSONAccess{Thread: a.Thread, Op: a.Op, Class: strings.ReplaceAll(s.Class, "/", "."), Method: s.Method,
		PC: s.PC, File: file, Line: line, Context: a.Context, Locks: locks}
}

// WriteJSON writes the report as JSON, with the first top pairs (all if
// top <= 0).
func (r *Report) WriteJSON(w io.Writer, program, main string, cfg Config, top int, elapsed time.Duration) error {
	doc := JSONReport{Program: program, Main: main, MHP: cfg.Mode.String(), Filters: cfg.Filters.String(),
		Pairs: []JSONPair{}, Counts: r.Counts(), TimeMs: float64(elapsed.Microseconds()) / 1000}
	for i, p := range r.Result.Pairs {
		if top > 0 && i >= top {
			break
		}
		doc.Pairs = append(doc.Pairs, JSONPair{Rank: p.Rank, Kind: p.Kind.String(), Variable: p.Var, Priority: p.Priority,
			MustAlias: p.MustAlias, ConsistentlyLocked: p.Consistent, Atomic: p.Atomic, A: jsonAccess(p.A), B: jsonAccess(p.B)})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

func (m Mode) String() string {
	if m == Unsync {
		return "unsync"
	}
	return "precise"
}

// WriteText writes the ranked pairs and the counts for a terminal.
func (r *Report) WriteText(w io.Writer, program, main string, cfg Config, top int, elapsed time.Duration) error {
	var sb strings.Builder
	fmt.Fprintf(&sb, "weft analyze %s (main %s, mhp %s, filters %s)\n\n", program, main, cfg.Mode, cfg.Filters)
	shown := 0
	for i, p := range r.Result.Pairs {
		if top > 0 && i >= top {
			break
		}
		shown++
		var notes []string
		if p.MustAlias {
			notes = append(notes, "must-alias")
		} else {
			notes = append(notes, "may-alias")
		}
		if p.Consistent {
			notes = append(notes, "consistently locked")
		}
		if p.Atomic {
			notes = append(notes, "atomic updates")
		}
		fmt.Fprintf(&sb, "%3d. %s  %s  priority %d (%s)\n", p.Rank, p.Kind, shortVar(p.Var), p.Priority, strings.Join(notes, ", "))
		for _, a := range []Access{p.A, p.B} {
			locks := "-"
			if len(a.Locks) > 0 {
				locks = strings.Join(a.Locks, ", ")
			}
			ctx := ""
			if a.Context != "" {
				ctx = "  from " + a.Context
			}
			fmt.Fprintf(&sb, "       %-9s %-22s %s  thread %s  locks %s%s\n", a.Op, a.Pos, a.Method, a.Thread, locks, ctx)
		}
	}
	if shown < len(r.Result.Pairs) {
		fmt.Fprintf(&sb, "     … %d more (--top 0 shows all)\n", len(r.Result.Pairs)-shown)
	}
	if len(r.Result.Pairs) == 0 {
		sb.WriteString("no concurrent access pairs\n")
	}
	c := r.Counts()
	fmt.Fprintf(&sb, "\nthreads %d  PEG nodes %d  MHP pairs %d  RW %d  MM %d  WM %d  WN %d\n",
		c.Threads, c.PEGNodes, c.MHPPairs, c.RW, c.MM, c.WM, c.WN)
	fmt.Fprintf(&sb, "time %s (points-to %s, PEG %s, MHP %s, pairs %s)\n", ms(elapsed), ms(r.PointsTo), ms(r.Build), ms(r.Solve), ms(r.Pairs))
	if n := len(r.A.Errors); n > 0 {
		fmt.Fprintf(&sb, "warning: %d methods could not be analyzed, first: %v\n", n, r.A.Errors[0])
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

func ms(d time.Duration) string {
	return strconv.FormatFloat(float64(d.Microseconds())/1000, 'f', 1, 64) + "ms"
}

var ruleText = map[Kind][2]string{
	RW: {"ReadWritePair", "Two threads may access the same field or array element in parallel, at least one writing (a data race candidate)."},
	WN: {"WaitNotifyPair", "A wait and a notify on the same monitor may happen in parallel: their order decides whether the notification is lost."},
	WM: {"WaitMonitorPair", "A waiting thread and another thread's monitor entry contend for the monitor after a notification (barging)."},
	MM: {"MonitorMonitorPair", "Two threads may enter the same monitor in parallel: their order may matter (atomicity violation, deadlock)."},
}

// WriteSARIF writes the report as SARIF 2.1.0: one rule per pair kind and
// one result per pair, located at both accesses.
func (r *Report) WriteSARIF(w io.Writer, program string, top int) error {
	type msg struct {
		Text string `json:"text"`
	}
	var rules []map[string]any
	kinds := []Kind{RW, WN, WM, MM}
	for _, k := range kinds {
		rules = append(rules, map[string]any{
			"id": k.String(), "name": ruleText[k][0],
			"shortDescription": msg{ruleText[k][0]}, "fullDescription": msg{ruleText[k][1]},
			"defaultConfiguration": map[string]string{"level": "warning"},
		})
	}
	loc := func(a Access) map[string]any {
		file, line := a.SourceFile()
		region := map[string]int{}
		if line > 0 {
			region["startLine"] = line
		}
		return map[string]any{
			"physicalLocation": map[string]any{
				"artifactLocation": map[string]string{"uri": file, "uriBaseId": "SRCROOT"},
				"region":           region,
			},
			"message": msg{fmt.Sprintf("%s in %s, thread %s", a.Op, a.Method, a.Thread)},
		}
	}
	results := []map[string]any{}
	for i, p := range r.Result.Pairs {
		if top > 0 && i >= top {
			break
		}
		results = append(results, map[string]any{
			"ruleId": p.Kind.String(), "ruleIndex": int(p.Kind), "level": "warning",
			"message": msg{fmt.Sprintf("%s pair on %s: %s at %s (%s) and %s at %s (%s)", p.Kind, p.Var,
				p.A.Op, p.A.Pos, p.A.Thread, p.B.Op, p.B.Pos, p.B.Thread)},
			"locations": []any{loc(p.A), loc(p.B)},
			"properties": map[string]any{"rank": p.Rank, "priority": p.Priority, "mustAlias": p.MustAlias,
				"consistentlyLocked": p.Consistent},
		})
	}
	doc := map[string]any{
		"version": "2.1.0",
		"$schema": "https://json.schemastore.org/sarif-2.1.0.json",
		"runs": []any{map[string]any{
			"tool": map[string]any{"driver": map[string]any{
				"name": "weft", "rules": rules}},
			"artifacts": []any{map[string]any{"location": map[string]string{"uri": program}}},
			"results":   results,
		}},
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// shortVarObjs is how many alias objects the text report names of a
// variable; shortVar counts the others.
const shortVarObjs = 3

// shortVar abbreviates, for the text report, a variable named by many
// alias objects (a collection's <state> or an array's [] that 40
// allocation sites may be, about 2300 characters in parstats): the first
// shortVarObjs objects, how many more, and the field. JSON and SARIF keep
// the whole name.
func shortVar(v string) string {
	names := strings.Split(v, "|")
	if len(names) <= shortVarObjs+1 {
		return v
	}
	suffix := ""
	for _, f := range []string{"[]", "<state>", static.PermitVar, static.LifeVar} {
		if strings.HasSuffix(names[len(names)-1], f) {
			suffix = f
		}
	}
	return fmt.Sprintf("%s|+%d more%s", strings.Join(names[:shortVarObjs], "|"), len(names)-shortVarObjs, suffix)
}
