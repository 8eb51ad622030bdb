package explore

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime/debug"
	"slices"
	"strings"

	"weft/classfile"
	"weft/vm"
)

// TraceFormat identifies trace files; it changes when their meaning does.
const TraceFormat = "weft-trace/1"

// Trace is a failing schedule saved to a file: enough to re-run the
// program along the same decisions on a fresh VM (weft replay).
type Trace struct {
	Format string `json:"format"`
	Weft   string `json:"weft"` // the weft version that wrote it

	Jar       string   `json:"jar,omitempty"`
	ClassPath []string `json:"classpath"`
	Main      string   `json:"main"`
	Args      []string `json:"args"`
	Entry     string   `json:"entry"` // the method the run starts in
	// Calls is the entry plan of a run that does not start in main
	// (--entry, --test): the calls the main thread makes.
	Calls []vm.EntryCall `json:"calls,omitempty"`
	// InputMethods are the program's extra input methods and Inputs the
	// values of the symbolic inputs the failing run read, by name.
	InputMethods []string         `json:"input_methods,omitempty"`
	Inputs       map[string]int64 `json:"inputs,omitempty"`
	// Stdin is the standard input every execution read (base64).
	Stdin []byte `json:"stdin,omitempty"`

	Strategy string `json:"strategy"`
	Seed     int64  `json:"seed"`
	Depth    int    `json:"depth,omitempty"` // PCT bug depth

	// Decisions are the thread ids chosen at each scheduling point, in
	// order; the VM is deterministic given them.
	Decisions []int `json:"decisions"`
	// Alone: the VM reported the operations of a thread running alone too
	// (Explorer.Alone, set by unfold): more scheduling points, which the
	// replay must make as well.
	Alone bool `json:"alone,omitempty"`
	// NotifyChoice: Decisions include each notify's choice of waiter
	// (vm.Config.NotifyChoice); a replay makes the same choices.
	NotifyChoice bool `json:"notify_choice,omitempty"`
	// FreeTime: Decisions include the time-passes choices (a sleeping
	// thread's id, vm.Config.FreeTime); a replay offers them too.
	FreeTime bool `json:"free_time,omitempty"`
	// AtomicSync: each operation of a JDK synchronizer was one step, with
	// one scheduling point (vm.Config.AtomicSync); a replay runs them so.
	AtomicSync bool `json:"atomic_sync,omitempty"`
	// ClockPoints: Decisions include a choice at each read of the clock
	// (vm.Config.ClockPoints, with FreeTime); a replay makes them too.
	ClockPoints bool `json:"clock_points,omitempty"`
	Expect      Fail `json:"expect"`
	// Stopped is why the failing run was cut off, after its last decision,
	// when an uncaught exception had already ended a thread (e.g. "more
	// than 100000 scheduling points": the other threads spun for ever). A
	// replay stops there too.
	Stopped string `json:"stopped,omitempty"`

	// ValueSchedule is, for vsched, the ordered access pairs the failing
	// execution fulfilled, in order (informative: a replay follows
	// Decisions, and reports these beside the failure).
	ValueSchedule []OrderedPair `json:"value_schedule,omitempty"`
}

// OrderedPair is one ordered concurrent access pair of a value schedule:
// First happened before Second (the thesis's partner → trigger).
type OrderedPair struct {
	Kind   string     `json:"kind"` // RW, WN, WM, WW or MM
	Var    string     `json:"var"`  // the variable or monitor, as weft analyze names it
	First  PairAccess `json:"first"`
	Second PairAccess `json:"second"`
	// Source says where a pair the static analysis did not make came
	// from (vsched: "race seen in the first execution"); "" for its pairs.
	Source string `json:"source,omitempty"`
}

// PairAccess is one access of an ordered pair, as it ran.
type PairAccess struct {
	Thread int    `json:"thread"`
	Name   string `json:"name,omitempty"` // the thread's name, when known
	Op     string `json:"op"`             // r, w, acq, wait, notified, notify, timeout
	Class  string `json:"class"`          // dotted
	Method string `json:"method"`         // name and descriptor
	Pos    string `json:"pos"`            // File.java:line
	// Via is the JDK method the VM made the access in on the program's
	// behalf (HashMap$HashIterator.nextNode under the program's
	// iteration), "" when the program's own code made it.
	Via string `json:"via,omitempty"`
}

func (a PairAccess) String() string {
	who := fmt.Sprintf("thread %d", a.Thread)
	if a.Name != "" {
		who += fmt.Sprintf(" %q", a.Name)
	}
	m := a.Method
	if i := strings.IndexByte(m, '('); i >= 0 {
		m = m[:i]
	}
	pos := a.Pos
	if pos == "" {
		pos = "Unknown Source" // as a Java stack trace says
	}
	op := a.Op
	if a.Via != "" {
		op += " in " + a.Via
	}
	return fmt.Sprintf("%s %s at %s.%s(%s)", who, op, a.Class, m, pos)
}

func (o OrderedPair) String() string {
	if o.Source != "" {
		return fmt.Sprintf("%s %s (%s): %s → %s", o.Kind, o.Var, o.Source, o.First, o.Second)
	}
	return fmt.Sprintf("%s %s: %s → %s", o.Kind, o.Var, o.First, o.Second)
}

// nameThreads fills in the threads' names of a value schedule.
func nameSchedule(vs []OrderedPair, names map[int]string) {
	for i := range vs {
		for _, a := range []*PairAccess{&vs[i].First, &vs[i].Second} {
			if n := names[a.Thread]; n != "" && a.Name == "" {
				a.Name = n
			}
		}
	}
}

// Fail is the failure a trace is expected to reproduce.
type Fail struct {
	Kind      BugKind `json:"kind"`
	Thread    int     `json:"thread,omitempty"`
	Exception string  `json:"exception,omitempty"`
	Message   string  `json:"message,omitempty"` // the exception's message, or the deadlock's signature
}

// failOf is the part of a bug a replay must reproduce.
func failOf(b *Bug) Fail {
	f := Fail{Kind: b.Kind, Thread: b.Thread, Exception: b.Exception, Message: b.Message}
	switch b.Kind {
	case KindDeadlock:
		f.Thread = 0
		f.Message = b.deadlockSignature()
	case KindExit:
		// The status alone, as traces recorded it before bugs named the
		// exiting thread (a trace's thread 0 would not match another).
		f.Thread = 0
		f.Message = fmt.Sprintf("System.exit(%d)", b.ExitCode)
	}
	return f
}

func (f Fail) String() string {
	switch f.Kind {
	case KindException, KindAssertion:
		s := fmt.Sprintf("%s %s in thread %d", f.Kind, f.Exception, f.Thread)
		if f.Message != "" {
			s += ": " + f.Message
		}
		return s
	case KindDeadlock:
		return "deadlock: " + f.Message
	}
	return f.Message
}

// BuildVersion is the version the build stamped into the binary: the
// Makefile passes git describe --always --dirty with
// -ldflags "-X weft/explore.BuildVersion=…". Empty in a plain go build.
var BuildVersion string

// Version is the version of this weft binary ("weft cd9de24-dirty"):
// BuildVersion if the build set it, else the module version and the VCS
// revision Go recorded at build time (none with -buildvcs=false), else
// "weft (devel)".
func Version() string {
	if BuildVersion != "" {
		return "weft " + BuildVersion
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "weft (unknown)"
	}
	return "weft " + buildInfoVersion(bi)
}

// buildInfoVersion is the module version, or "(devel)", then the first
// 12 digits of vcs.revision with "+dirty" if vcs.modified.
func buildInfoVersion(bi *debug.BuildInfo) string {
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev != "" {
		v += " " + rev + dirty
	}
	return v
}

// NewTrace records a failing execution of p found by a strategy.
func NewTrace(p *Program, strategy string, seed int64, depth int, exec *Execution) *Trace {
	t := &Trace{Format: TraceFormat, Weft: Version(),
		Jar: p.Jar, ClassPath: append([]string(nil), p.ClassPath...),
		Main: classfile.DottedName(p.Main), Args: append([]string{}, p.Args...),
		Entry:    classfile.DottedName(p.Main) + ".main(String[])",
		Strategy: strategy, Seed: seed, Depth: depth,
		Decisions: append([]int{}, exec.Decisions...), NotifyChoice: exec.NotifyChoice, FreeTime: exec.FreeTime, AtomicSync: exec.AtomicSync, ClockPoints: exec.ClockPoints, Expect: failOf(exec.Bug), Stopped: exec.Cut}
	if p.Entry != nil {
		t.Entry = p.EntryName
		t.Calls = append([]vm.EntryCall(nil), p.Entry.Calls...)
		t.Args = nil
	}
	t.InputMethods = append([]string(nil), p.InputMethods...)
	t.Stdin = p.Stdin
	for _, in := range exec.Inputs {
		if t.Inputs == nil {
			t.Inputs = map[string]int64{}
		}
		t.Inputs[in.Name] = in.Value
	}
	return t
}

// Save writes t to path. Class path entries are written relative to the
// trace's directory when they are below it, so a jar and its trace can be
// moved together.
func (t *Trace) Save(path string) error {
	c := *t
	dir, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return err
	}
	rel := func(p string) string {
		if p == "" {
			return ""
		}
		a, err := filepath.Abs(p)
		if err != nil {
			return p
		}
		if r, err := filepath.Rel(dir, a); err == nil && !strings.HasPrefix(r, "..") {
			return r
		}
		return a
	}
	c.Jar = rel(t.Jar)
	c.ClassPath = nil
	for _, e := range t.ClassPath {
		c.ClassPath = append(c.ClassPath, rel(e))
	}
	b, err := json.MarshalIndent(&c, "", "  ")
	if err != nil {
		return err
	}
	// One line for the decisions, however many there are.
	b = reDecisions.ReplaceAllFunc(b, func(m []byte) []byte {
		return append([]byte(`"decisions": `), reSpace.ReplaceAll(m[len(`"decisions": `):], nil)...)
	})
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

var (
	reDecisions = regexp.MustCompile(`"decisions": \[[\s\d,]*\]`)
	reSpace     = regexp.MustCompile(`\s+`)
)

// LoadTrace reads a trace file; relative class path entries are resolved
// against its directory.
func LoadTrace(path string) (*Trace, error) {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return nil, fmt.Errorf("%s is a directory, not a weft trace: weft explore writes a trace (APP.trace.json) for weft replay", path)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var t Trace
	if bytes.HasPrefix(b, []byte("PK\x03\x04")) || bytes.HasPrefix(b, []byte("PK\x05\x06")) {
		return nil, fmt.Errorf("%s: a jar (zip) file, not a weft trace: weft explore writes a trace (APP.trace.json) for weft replay", path)
	}
	if bytes.HasPrefix(b, []byte{0xCA, 0xFE, 0xBA, 0xBE}) {
		return nil, fmt.Errorf("%s: a class file, not a weft trace: weft explore writes a trace (MAIN.trace.json) for weft replay", path)
	}
	if err := json.Unmarshal(b, &t); err != nil {
		var te *json.UnmarshalTypeError
		var be base64.CorruptInputError
		if errors.As(err, &be) {
			return nil, fmt.Errorf("%s: not a weft trace: its \"stdin\" is not base64 (%v)", path, err)
		}
		if errors.As(err, &te) && te.Field != "" {
			// Not "Go struct field Trace.format of type string".
			return nil, fmt.Errorf("%s: not a weft trace: its %q is a JSON %s, want %s", path, te.Field, te.Value, jsonKind(te.Type))
		}
		return nil, fmt.Errorf("%s: not a weft trace: %v", path, err)
	}
	if t.Format != TraceFormat {
		return nil, fmt.Errorf("%s: not a weft trace (format %q, want %q)", path, t.Format, TraceFormat)
	}
	if t.Main == "" || len(t.ClassPath) == 0 {
		return nil, fmt.Errorf("%s: trace names no program", path)
	}
	if slices.Contains(t.ClassPath, "") {
		return nil, fmt.Errorf("%s: the trace's \"classpath\" has an empty entry", path)
	}
	switch t.Expect.Kind {
	case KindException, KindAssertion, KindDeadlock, KindExit:
	case "":
		return nil, fmt.Errorf("%s: the trace records no failure to reproduce (no \"expect\")", path)
	default:
		return nil, fmt.Errorf("%s: the trace's failure has an unknown kind %q (want %s, %s, %s or %s)", path, t.Expect.Kind, KindException, KindAssertion, KindDeadlock, KindExit)
	}
	dir := filepath.Dir(path)
	abs := func(p string) string {
		if p == "" || filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(dir, p)
	}
	t.Jar = abs(t.Jar)
	for i, e := range t.ClassPath {
		t.ClassPath[i] = abs(e)
	}
	return &t, nil
}

// jsonKind names what JSON value a trace field of Go type t holds.
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			return "a base64 string"
		}
		return "an array"
	case reflect.Map, reflect.Struct:
		return "an object"
	}
	return t.String()
}

// Program is the program the trace runs.
func (t *Trace) Program() *Program {
	p := &Program{Jar: t.Jar, ClassPath: t.ClassPath, Main: t.Main, Args: t.Args, InputMethods: t.InputMethods, Inputs: t.Inputs, Stdin: t.Stdin}
	if len(t.Calls) > 0 {
		p.Entry = &vm.Entry{Calls: append([]vm.EntryCall(nil), t.Calls...)}
		p.EntryName = t.Entry
	}
	return p
}

// ReplayError says that a replay did not reproduce the trace's failure.
type ReplayError struct{ Msg string }

func (e *ReplayError) Error() string { return e.Msg }

// replayer follows the trace's decisions strictly: at the first point
// where it cannot (the trace chooses a thread that cannot run there, or
// its decisions end while the program still runs) it records why and
// cuts the run off there.
type replayer struct {
	decisions []int
	i         int
	misfit    *MisfitError
	// stop: cut the run off once the decisions are used up (Trace.Stopped).
	stop string
	x    *Explorer
}

func (r *replayer) Choose(p *vm.Point) int {
	if r.i >= len(r.decisions) {
		if r.stop != "" {
			r.x.Cut("the trace's failing run was cut off here: " + r.stop)
		}
		r.misfit = r.x.misfitAt(p, len(r.decisions)+1, len(r.decisions), 0, true)
		r.x.Cut("the trace does not fit the program")
	}
	want := r.decisions[r.i]
	r.i++
	for i, c := range p.Enabled {
		if c.Thread == want {
			return i
		}
	}
	r.misfit = r.x.misfitAt(p, r.i, len(r.decisions), want, false)
	r.x.Cut("the trace does not fit the program")
	return 0
}

// MisfitError says that a trace does not fit the program it replays: at
// one of its decisions it chooses a thread that cannot run there (the
// program has no such thread, or it has ended, is blocked, waits), or its
// decisions end while the program still runs. The trace is of another
// program, was edited or cut short, or the program changed since.
type MisfitError struct {
	Decision int // the decision, from 1
	Total    int // the trace's decisions
	// Want is the thread the trace chooses, unless its decisions are
	// UsedUp (Decision is then Total+1).
	Want   int
	UsedUp bool
	// Why says why thread Want cannot run here: `the program has no
	// thread 7 there (threads 0 to 2 have started)`, `thread 1 "Thread-0"
	// has ended`, `thread 1 "Thread-0" is BLOCKED at A.java:5 in A.run,
	// waits for the lock of Object@A.java:3#1 held by thread 2 "Thread-1"`.
	Why string
	// Wake: the decision is a notify's choice of the thread it wakes.
	Wake bool
	// Choices are what the program can do there, one per enabled thread:
	// `thread 1 "Thread-0" (write LostUpdate.count at LostUpdate.java:8
	// in LostUpdate.increment)`.
	Choices []string
}

func (e *MisfitError) Error() string {
	var s string
	switch {
	case e.UsedUp:
		s = fmt.Sprintf("the trace does not fit this program: its %s end before the recorded failure, and the program goes on", Plural(int64(e.Total), "decision"))
	case e.Wake:
		s = fmt.Sprintf("the trace does not fit this program: its decision %d of %d, a notify's choice of the thread to wake, wakes thread %d, but %s", e.Decision, e.Total, e.Want, e.Why)
	default:
		s = fmt.Sprintf("the trace does not fit this program: its decision %d of %d runs thread %d, but %s", e.Decision, e.Total, e.Want, e.Why)
	}
	switch len(e.Choices) {
	case 0:
	case 1:
		s += fmt.Sprintf("; at that point only %s can run", e.Choices[0])
	default:
		s += fmt.Sprintf("; at that point %d threads can run: %s", len(e.Choices), strings.Join(e.Choices, ", "))
	}
	return s
}

// misfitAt describes scheduling point p (decision n of the trace's total)
// where the trace chooses thread want, or has no decision left (usedUp).
func (x *Explorer) misfitAt(p *vm.Point, n, total, want int, usedUp bool) *MisfitError {
	e := &MisfitError{Decision: n, Total: total, Want: want, UsedUp: usedUp, Wake: p.Wake}
	m := x.cur.machine
	names := m.OutcomeSoFar().ThreadNames
	who := func(id int) string {
		if id >= 0 && id < len(names) {
			return fmt.Sprintf("thread %d %q", id, names[id])
		}
		return fmt.Sprintf("thread %d", id)
	}
	objName := objectNamer(x.Program.cp)
	live := blockedThreads(m.LiveThreads(), x.Program.cp)
	liveAt := map[int]*BlockedThread{}
	for i := range live {
		liveAt[live[i].Thread] = &live[i]
	}
	for _, c := range p.Enabled {
		a := c.Next
		s := opString(&a, objName)
		switch {
		case c.Timeout:
			s = "time passes to its deadline"
		case a.Kind == vm.KThreadBegin && a.HasObj:
			s = "begins, " + objName(a.Obj)
		case a.Kind == vm.KSleep && a.Pos == "":
			// The point the VM offers after a thread started,
			// notified, unparked or yielded: it goes on.
			s = "goes on"
		}
		pos, method := a.Pos, ""
		if a.User.Class != "" {
			name, _, _ := strings.Cut(a.User.Method, "(")
			method = classfile.DottedName(a.User.Class) + "." + name
		}
		if b := liveAt[c.Thread]; pos == "" && b != nil && a.Kind != vm.KThreadBegin {
			pos, method = b.At, b.Method
		}
		if pos != "" {
			s += " at " + pos
			if method != "" {
				s += " in " + method
			}
		}
		e.Choices = append(e.Choices, who(c.Thread)+" ("+s+")")
	}
	if usedUp {
		return e
	}
	switch {
	case want < 0 || want >= len(names):
		e.Why = fmt.Sprintf("the program has no thread %d there (%s)", want, started(len(names)))
		return e
	case p.Wake:
		e.Why = who(want) + " does not wait on the object notified there"
		return e
	}
	if b := liveAt[want]; b != nil {
		e.Why = who(want) + " is " + (&Bug{Threads: live}).threadLine(b)
		return e
	}
	e.Why = who(want) + " has ended"
	return e
}

// started says which threads have started: "only thread 0 has started",
// "threads 0 to 2 have started".
func started(n int) string {
	switch n {
	case 0:
		return "no thread has started"
	case 1:
		return "only thread 0 has started"
	case 2:
		return "threads 0 and 1 have started"
	}
	return fmt.Sprintf("threads 0 to %d have started", n-1)
}

// Replay re-runs the trace on a fresh VM along its decisions. It returns
// the execution, and a *MisfitError if the trace does not fit the
// program, a *ReplayError if the run follows it and does not fail the
// same way.
func (t *Trace) Replay(p *Program, b Budget) (*Execution, *Explorer, error) {
	return t.ReplayTo(p, b, nil, nil)
}

// ReplayTo is Replay with the program's output written to stdout and
// stderr (nil discards it).
func (t *Trace) ReplayTo(p *Program, b Budget, stdout, stderr io.Writer) (*Execution, *Explorer, error) {
	x := NewExplorer(p, Budget{MaxSteps: b.MaxSteps})
	x.Stdout, x.Stderr = stdout, stderr
	x.Fresh = true // the ground truth: nothing shared with an exploration
	x.Alone = t.Alone
	x.NotifyChoice = t.NotifyChoice
	x.FreeTime = t.FreeTime
	x.AtomicSync = t.AtomicSync
	x.ClockPoints = t.ClockPoints
	r := &replayer{decisions: t.Decisions, stop: t.Stopped, x: x}
	exec, err := x.Execute(r)
	if err != nil {
		return nil, x, err
	}
	switch {
	case r.misfit != nil:
		return exec, x, r.misfit
	case exec.Cut != "" && (t.Stopped == "" || exec.Bug == nil):
		return exec, x, &ReplayError{"the replay was cut off: " + exec.Cut}
	case exec.Bug == nil:
		return exec, x, &ReplayError{"the program no longer fails: the replay completed normally"}
	}
	if got := failOf(exec.Bug); got != t.Expect {
		return exec, x, &ReplayError{fmt.Sprintf("the program no longer fails the same way: expected %s, got %s", t.Expect, got)}
	}
	if r.i != len(t.Decisions) {
		return exec, x, &LeftoverError{Used: r.i, Total: len(t.Decisions)}
	}
	return exec, x, nil
}

// LeftoverError says that a replay reproduced the trace's failure before
// it used all the trace's decisions: the trace has extra ones (edited by
// hand, or its decisions come from a longer run). The execution is the
// failing one; weft replay reports it with a note.
type LeftoverError struct{ Used, Total int }

func (e *LeftoverError) Error() string {
	return fmt.Sprintf("the run failed as recorded after %d of the trace's %d decisions: %d left over, not used", e.Used, e.Total, e.Total-e.Used)
}
