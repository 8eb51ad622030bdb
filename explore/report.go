package explore

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"weft/classfile"
	"weft/vm"
)

// Report is the result of an exploration or a replay: the bug and the
// interleaving that exposed it, or why the search ended without one.
type Report struct {
	Program  string `json:"program"`
	Main     string `json:"main"`
	Entry    string `json:"entry,omitempty"` // the entry method or test, when not main
	Strategy string `json:"strategy"`
	Seed     int64  `json:"seed"`

	Bug          *Bug     `json:"bug,omitempty"`
	Interleaving []Switch `json:"interleaving,omitempty"`
	// ValueSchedule lists the ordered access pairs that exposed the bug
	// (vsched only), in the order they were fulfilled.
	ValueSchedule []OrderedPair `json:"value_schedule,omitempty"`
	Decisions     int           `json:"decisions,omitempty"` // scheduling points of the failing run
	// Stopped is why the failing run was cut off after the exception had
	// ended its thread (Execution.Cut), if it was.
	Stopped string `json:"stopped,omitempty"`
	// Inputs are the symbolic inputs the failing run read, in order.
	Inputs []InputValue `json:"inputs,omitempty"`

	// Without a bug: Complete is set when the strategy covered its whole
	// search space, Exhausted says which budget ran out otherwise; neither
	// when the strategy ended but its solver gave up on a path constraint
	// (Counters.GaveUp).
	Complete  bool       `json:"complete,omitempty"`
	Exhausted string     `json:"exhausted,omitempty"`
	Pairs     *PairStats `json:"pairs,omitempty"` // vsched only

	Counters Counters `json:"counters"`
	Trace    string   `json:"trace,omitempty"` // the trace file written
	// Warnings are what the exploration could not cover, such as a cycle
	// among class initializers (vm.VM.InitCycles).
	Warnings []string `json:"warnings,omitempty"`
	// Notes are hints, for an exploration without a bug, at what another
	// setting would explore (--time free), or, with a bug, how it was
	// found (vsched: by a PCT run, without a value schedule).
	Notes []string `json:"notes,omitempty"`
}

// InputValue is a symbolic input and the value a run gave it.
type InputValue struct {
	Name  string `json:"name"`
	Value int64  `json:"value"`
}

func inputValues(ins []vm.Input) []InputValue {
	var vs []InputValue
	for _, in := range ins {
		vs = append(vs, InputValue{in.Name, in.Value})
	}
	return vs
}

// PairStats counts vsched's access pairs when the budget runs out.
type PairStats struct {
	Fulfilled  int `json:"fulfilled"`
	Infeasible int `json:"infeasible"`
	Untried    int `json:"untried"`
}

// Switch is one context switch of a failing execution: Thread runs from
// the visible operation Op at Pos until the next switch.
type Switch struct {
	N      int    `json:"n"`
	Thread int    `json:"thread"`
	Name   string `json:"name,omitempty"` // the thread's name, when the report knows it
	Op     string `json:"op"`             // the first visible operation after the switch
	Pos    string `json:"pos,omitempty"`  // its File.java:line
	// Method is the program's method at Pos (pkg.Class.method), the
	// innermost frame outside the JDK.
	Method string `json:"method,omitempty"`
	Ops    int    `json:"ops"` // visible operations until the next switch
	// Lines are the program's own source lines (not the JDK's) the
	// switch's operations are on, in order, without repeats.
	Lines []string `json:"lines,omitempty"`
}

// libraryClass reports whether an internal class name is the JDK's.
func libraryClass(c string) bool {
	for _, p := range []string{"java/", "javax/", "jdk/", "sun/", "com/sun/"} {
		if strings.HasPrefix(c, p) {
			return true
		}
	}
	return false
}

// Interleaving derives the context switches of an execution from its
// events: a new switch each time the thread performing visible operations
// changes.
func Interleaving(events []vm.Event) []Switch { return interleaving(events, nil) }

// interleaving is Interleaving with objects named by objName (nil: by
// their raw identity).
func interleaving(events []vm.Event, objName func(vm.ObjectID) string) []Switch {
	var sw []Switch
	var firsts []int // the index of each switch's first event
	// where each thread was last seen: a switch of operations without a
	// position (a thread ending, once its frames are gone) is placed
	// there, as it ends (its thread's entry is then as it began)
	type at struct{ pos, method string }
	last := map[int]at{}
	placeLast := func() {
		if s := &sw[len(sw)-1]; s.Pos == "" {
			a := last[s.Thread]
			s.Pos, s.Method = a.pos, a.method
		}
	}
	for i := range events {
		e := &events[i]
		if len(sw) == 0 || sw[len(sw)-1].Thread != e.Thread {
			if len(sw) > 0 {
				placeLast()
			}
			sw = append(sw, Switch{N: len(sw) + 1, Thread: e.Thread, Op: opString(&e.Access, objName)})
			firsts = append(firsts, i)
		}
		s := &sw[len(sw)-1]
		s.Ops++
		user := e.User.Class
		if user == "" {
			user = e.Site.Class
		}
		if e.Pos != "" {
			a := at{pos: e.Pos}
			if e.User.Class != "" {
				name, _, _ := strings.Cut(e.User.Method, "(")
				a.method = classfile.DottedName(e.User.Class) + "." + name
			}
			if s.Pos == "" {
				s.Pos, s.Method = a.pos, a.method
			}
			last[e.Thread] = a
		}
		if e.Pos != "" && user != "" && !libraryClass(user) &&
			(len(s.Lines) == 0 || s.Lines[len(s.Lines)-1] != e.Pos) {
			s.Lines = append(s.Lines, e.Pos)
		}
	}
	if len(sw) > 0 {
		placeLast()
	}
	placeBegins(sw, events, firsts)
	return sw
}

// placeBegins places a switch that begins a thread in the JDK's Thread.run
// (a lambda's or a Runnable's thread: no frame of the program yet) at the
// thread's first operation outside Thread.run when that is in the
// program's code, e.g.
// Main.lambda$main$0(Main.java:5): the line its code starts at. firsts[k]
// is the index in events of switch k's first event.
func placeBegins(sw []Switch, events []vm.Event, firsts []int) {
	for k, i := range firsts {
		b := &events[i]
		if b.Kind != vm.KThreadBegin || b.Pos != "" && b.User.Class != "" && !libraryClass(b.User.Class) {
			continue
		}
		// The thread's first operation with a position outside the
		// method it began in (Thread.run reads its target first): the
		// program's (a lambda's or a Runnable's first access), else the
		// JDK's (a pool worker's first steps), which leaves the switch
		// where it began.
		for _, e := range events[i+1:] {
			if e.Thread != b.Thread || e.Pos == "" || e.User.Class == b.User.Class && e.User.Method == b.User.Method {
				continue
			}
			if e.User.Class != "" && !libraryClass(e.User.Class) {
				name, _, _ := strings.Cut(e.User.Method, "(")
				sw[k].Pos, sw[k].Method = e.Pos, classfile.DottedName(e.User.Class)+"."+name
			}
			break
		}
	}
}

// objectNamer names objects as weft analyze names allocation sites:
// Class@File.java:line of the allocating instruction (with (k) for the
// k-th of several allocations of the class on the line), then #n for the n-th
// object the allocating thread made there, and that thread's stable key
// unless it is main: Node@List.java:12#2 (main.1) is the second Node that
// the first thread main started made at List.java:12.
func objectNamer(cp *classfile.ClassPath) func(vm.ObjectID) string {
	cache := map[vm.ObjectID]string{}
	return func(id vm.ObjectID) string {
		if n, ok := cache[id]; ok {
			return n
		}
		n, ok := siteName(cp, id)
		switch {
		case ok:
		case id.Site.Class == "" && id.Thread != "":
			// made by the VM itself in a thread (e.g. a Thread object of
			// the boot), without a site of the program or the JDK
			n = fmt.Sprintf("VM object #%d of %s", id.Seq, id.Thread)
		default:
			n = id.String()
		}
		cache[id] = n
		return n
	}
}

// siteName names an object by its allocation site, or reports false if its
// site is not an allocating instruction of cp.
func siteName(cp *classfile.ClassPath, id vm.ObjectID) (string, bool) {
	desc, ok := allocationSite(cp, id.Site)
	if !ok {
		return "", false
	}
	n := fmt.Sprintf("%s#%d", desc, id.Seq)
	if id.Thread != "main" {
		n += " (" + id.Thread + ")"
	}
	return n, true
}

// allocationSite describes the allocating instruction at site as
// Class@File.java:line, or reports false if it is not one.
func allocationSite(cp *classfile.ClassPath, site classfile.Site) (string, bool) {
	if cp == nil || site.Class == "" {
		return "", false
	}
	cf, err := cp.Lookup(site.Class)
	if err != nil {
		return "", false
	}
	i := strings.IndexByte(site.Method, '(')
	if i < 0 {
		return "", false
	}
	m := cf.Method(site.Method[:i], site.Method[i:])
	if m == nil || m.Code == nil {
		return "", false
	}
	in, err := classfile.DecodeAt(m.Code.Bytecode, site.PC)
	if err != nil {
		return "", false
	}
	allocated := func(in classfile.Instruction) string {
		var class string
		switch in.Op {
		case classfile.NEW:
			class = cf.CP.ClassName(uint16(in.Index))
		case classfile.ANEWARRAY:
			class = cf.CP.ClassName(uint16(in.Index)) + "[]"
		case classfile.NEWARRAY:
			class = classfile.ArrayTypeName(int(in.Value)) + "[]"
		case classfile.MULTIANEWARRAY:
			class = classfile.JavaTypeName(cf.CP.ClassName(uint16(in.Index)))
		default:
			return ""
		}
		if j := strings.LastIndexByte(class, '/'); j >= 0 {
			class = class[j+1:]
		}
		return class
	}
	class := allocated(in)
	if class == "" {
		return "", false
	}
	pos := cf.SourcePos(m, site.PC)
	// Several allocations of the class on one line: which one, in order.
	if ins, err := classfile.Decode(m.Code.Bytecode); err == nil {
		k, n := 0, 0
		for _, o := range ins {
			if allocated(o) == class && cf.SourcePos(m, o.PC) == pos {
				n++
				if o.PC == site.PC {
					k = n
				}
			}
		}
		if n > 1 {
			pos += fmt.Sprintf("(%d)", k)
		}
	}
	return class + "@" + pos, true
}

// nameThreads fills in the threads' names: those the bug report gives,
// else the names the run ended with.
func nameThreads(sw []Switch, b *Bug, o *vm.Outcome) {
	names := threadNames(b, o)
	for i := range sw {
		sw[i].Name = names[sw[i].Thread]
	}
}

// threadNames maps thread ids to names, from the outcome and the bug.
func threadNames(b *Bug, o *vm.Outcome) map[int]string {
	names := map[int]string{}
	if o != nil {
		for id, n := range o.ThreadNames {
			names[id] = n
		}
	}
	if b != nil {
		if b.ThreadName != "" {
			names[b.Thread] = b.ThreadName
		}
		for _, t := range b.Threads {
			names[t.Thread] = t.Name
		}
	}
	return names
}

// opString describes an access without its thread and position; objName
// names objects (nil: by their raw identity).
func opString(a *vm.Access, objName func(vm.ObjectID) string) string {
	obj := a.Obj.String()
	if objName != nil && a.HasObj {
		obj = objName(a.Obj)
	}
	s := a.Kind.String()
	switch {
	case a.Kind == vm.KThreadBegin || a.Kind == vm.KThreadEnd:
		// the object is the thread's own Thread, which the line names
		// already (main's is made by the VM: "VM object #4 of main")
		return "thread " + s
	case a.Kind == vm.KTimeout && a.HasObj && a.Field == "":
		// a timed park's object is the parked thread's own Thread, which
		// the line names already (main's: "VM object #4 of main")
		return s + " park"
	case a.Field != "" && a.HasObj:
		s += " " + classfile.DottedName(a.Field) + " of " + obj
	case a.Field != "":
		s += " " + classfile.DottedName(a.Field)
	case a.Kind == vm.KArrayRead || a.Kind == vm.KArrayWrite:
		s += fmt.Sprintf(" %s[%d]", obj, a.Index)
	case a.HasObj:
		s += " " + obj
	}
	return s
}

// MarshalJSON writes durations in seconds.
func (c Counters) MarshalJSON() ([]byte, error) {
	return json.Marshal(countersJSON{c.Executions, c.Cut, c.States, c.Points, c.Bytecodes,
		c.Static.Seconds(), c.StaticCPU.Seconds(), c.Dynamic.Seconds(), c.GaveUp})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (c *Counters) UnmarshalJSON(b []byte) error {
	var j countersJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*c = Counters{j.Executions, j.Cut, j.States, j.Points, j.Bytecodes,
		time.Duration(j.Static * float64(time.Second)), time.Duration(j.StaticCPU * float64(time.Second)),
		time.Duration(j.Dynamic * float64(time.Second)), j.GaveUp}
	return nil
}

type countersJSON struct {
	Executions int64   `json:"executions"`
	Cut        int64   `json:"cut"`
	States     int64   `json:"states"`
	Points     int64   `json:"points"`
	Bytecodes  int64   `json:"bytecodes"`
	Static     float64 `json:"static_s"`
	StaticCPU  float64 `json:"static_cpu_s,omitempty"`
	Dynamic    float64 `json:"dynamic_s"`
	GaveUp     int64   `json:"solver_gave_up,omitempty"`
}

// String renders the counters on one line.
func (c Counters) String() string {
	s := fmt.Sprintf("%s (%d cut off), %s, %s, %s, static %s, dynamic %s",
		Plural(c.Executions, "execution"), c.Cut, Plural(c.States, "state"), Plural(c.Points, "scheduling point"),
		Plural(c.Bytecodes, "bytecode"), fmtDuration(c.Static), fmtDuration(c.Dynamic))
	if c.GaveUp > 0 {
		s += fmt.Sprintf("; the solver gave up on %d path constraints, whose targets were dropped as infeasible (the search may be incomplete)", c.GaveUp)
	}
	return s
}

// writeDeadlock writes a deadlock's cycle (or why no thread can proceed)
// and each blocked thread with what it holds and its stack.
func (bug *Bug) writeDeadlock(b *strings.Builder) {
	if len(bug.Cycle) > 0 {
		b.WriteString("cycle:")
		for i, id := range bug.Cycle {
			if i > 0 {
				b.WriteString(" →")
			}
			fmt.Fprintf(b, " thread %d", id)
		}
		fmt.Fprintf(b, " → thread %d\n", bug.Cycle[0])
		for _, l := range bug.CycleLines() {
			fmt.Fprintf(b, "  %s\n", l)
		}
	} else if bug.lockLeaked() {
		b.WriteString("no thread can proceed (no lock cycle: a lock is held by a thread that has ended)\n")
	} else {
		b.WriteString("no thread can proceed (no lock cycle: a notification never comes)\n")
	}
	for _, t := range bug.Threads {
		fmt.Fprintf(b, "thread %d %q: %s\n", t.Thread, t.Name, bug.threadLine(&t))
		if len(t.Initializing) > 0 {
			fmt.Fprintf(b, "    initializing class %s\n", strings.Join(t.Initializing, ", class "))
		}
		if len(t.Holds) > 0 {
			fmt.Fprintf(b, "    holds %s\n", strings.Join(t.Holds, ", "))
		}
		for _, f := range t.Stack {
			fmt.Fprintf(b, "    at %s\n", f)
		}
	}
}

// DeadlockText describes the deadlock a run ended in as weft explore
// reports it, objects named by their allocation sites in cp (weft run's
// report; the VM's own Outcome.Deadlock names them by raw identity).
func DeadlockText(out *vm.Outcome, cp *classfile.ClassPath) string {
	bug := bugOf(&vm.Outcome{Status: vm.Deadlocked, Blocked: out.Blocked}, nil, cp)
	var b strings.Builder
	bug.writeDeadlock(&b)
	return b.String()
}

// OpNamer describes visible operations as the report's interleaving does
// ("read app.Data.value of Data@Main.java:17#1"), objects named by their
// allocation sites in cp, and names objects alike (weft run --trace).
func OpNamer(cp *classfile.ClassPath) (op func(*vm.Access) string, obj func(vm.ObjectID) string) {
	obj = objectNamer(cp)
	return func(a *vm.Access) string { return opString(a, obj) }, obj
}

// Plural is "1 execution", "2 executions".
func Plural(n int64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if strings.HasSuffix(noun, "ch") || strings.HasSuffix(noun, "s") {
		return fmt.Sprintf("%d %ses", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func fmtDuration(d time.Duration) string {
	return fmt.Sprintf("%.3fs", d.Seconds())
}

// WriteJSON writes the report as indented JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(r)
}

// WriteText writes the report for a reader.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	head := r.Program
	if r.Entry != "" {
		if head == r.Main {
			head = r.Entry // given as a class path: the entry names the program
		} else {
			head += " " + r.Entry
		}
	}
	if r.Strategy != "" {
		head += " (" + r.Strategy + ")"
	}
	if r.Bug == nil {
		switch {
		case r.Complete:
			fmt.Fprintf(&b, "%s: no bug found: the search space is exhausted\n", head)
		case r.Exhausted != "":
			fmt.Fprintf(&b, "%s: no bug found before the budget ran out (%s)\n", head, r.Exhausted)
		case r.Counters.GaveUp > 0:
			fmt.Fprintf(&b, "%s: no bug found, but the search may be incomplete: the solver gave up on %d path constraints, whose targets were dropped\n", head, r.Counters.GaveUp)
		default:
			fmt.Fprintf(&b, "%s: no bug found\n", head)
		}
		for _, w := range r.Warnings {
			fmt.Fprintf(&b, "warning: %s\n", w)
		}
		for _, n := range r.Notes {
			fmt.Fprintf(&b, "note: %s\n", n)
		}
		if p := r.Pairs; p != nil {
			fmt.Fprintf(&b, "pairs: %d fulfilled, %d infeasible, %d untried\n", p.Fulfilled, p.Infeasible, p.Untried)
		}
		fmt.Fprintf(&b, "counters: %s\n", r.Counters)
		_, err := io.WriteString(w, b.String())
		return err
	}
	bug := r.Bug
	fmt.Fprintf(&b, "%s: bug found: %s\n", head, bug.Kind)
	for _, w := range r.Warnings {
		fmt.Fprintf(&b, "warning: %s\n", w)
	}
	for _, n := range r.Notes {
		fmt.Fprintf(&b, "note: %s\n", n)
	}
	switch bug.Kind {
	case KindException, KindAssertion:
		fmt.Fprintf(&b, "thread %d %q: %s", bug.Thread, bug.ThreadName, bug.Exception)
		if bug.Message != "" {
			fmt.Fprintf(&b, ": %s", bug.Message)
		}
		b.WriteString("\n")
		for _, f := range bug.Stack {
			fmt.Fprintf(&b, "    at %s\n", f)
		}
	case KindDeadlock:
		bug.writeDeadlock(&b)
	case KindExit:
		fmt.Fprintf(&b, "thread %d %q: System.exit(%d)\n", bug.Thread, bug.ThreadName, bug.ExitCode)
		for _, f := range bug.Stack {
			fmt.Fprintf(&b, "    at %s\n", f)
		}
	}
	if len(r.Inputs) > 0 {
		b.WriteString("inputs:")
		for _, in := range r.Inputs {
			fmt.Fprintf(&b, " %s=%d", in.Name, in.Value)
		}
		b.WriteString("\n")
	}
	if len(r.ValueSchedule) > 0 {
		b.WriteString("value schedule (ordered access pairs, first → second):\n")
		for i, p := range r.ValueSchedule {
			fmt.Fprintf(&b, "  %d. %s\n", i+1, p)
		}
	}
	if r.Decisions == 0 {
		// No scheduling point: the run had no choice to make.
		b.WriteString("interleaving: none, no scheduling point: the failure does not depend on the schedule\n")
	} else {
		fmt.Fprintf(&b, "interleaving: %s, %s\n", Plural(int64(len(r.Interleaving)), "context switch"), Plural(int64(r.Decisions), "scheduling point"))
	}
	for _, s := range r.Interleaving {
		if r.Decisions == 0 {
			break
		}
		who := fmt.Sprintf("thread %d", s.Thread)
		if s.Name != "" {
			who += fmt.Sprintf(" %q", s.Name)
		}
		switch {
		case s.Pos == "": // no frame, e.g. the end of a thread that never had one
		case s.Method != "":
			who += " at " + s.Method + "(" + s.Pos + ")" // as a stack trace's frame
		default:
			who += " at " + s.Pos
		}
		fmt.Fprintf(&b, "  %3d. %-72s %s", s.N, who, s.Op)
		switch {
		case s.Ops == 2:
			b.WriteString(" (+1 op)")
		case s.Ops > 2:
			fmt.Fprintf(&b, " (+%d ops)", s.Ops-1)
		}
		if len(s.Lines) > 0 {
			fmt.Fprintf(&b, "\n       program lines: %s", strings.Join(s.Lines, ", "))
		}
		b.WriteString("\n")
	}
	if r.Stopped != "" {
		fmt.Fprintf(&b, "the run was then cut off (%s); the exception had ended its thread before\n", r.Stopped)
	}
	fmt.Fprintf(&b, "counters: %s\n", r.Counters)
	if r.Trace != "" {
		fmt.Fprintf(&b, "trace: %s\n", r.Trace)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
