package explore

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/metrics"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"weft/benchmarks"
	"weft/classfile"
	"weft/vm"
)

// Program is the program under test: its class path and entry point.
type Program struct {
	Jar       string   // the application jar, "" when given as a class path
	ClassPath []string // class path entries: the jar, or directories and jars
	Main      string   // main class, dotted or internal
	Args      []string
	// Entry, if set, replaces main(args): the run starts with the plan's
	// calls on the main thread (weft/entry). EntryName names it in
	// reports, e.g. "pkg.T#test (JUnit 4 test)"; Main is then the class
	// reports name.
	Entry     *vm.Entry
	EntryName string
	// InputMethods names static methods whose calls read symbolic inputs
	// besides weft.Input's (vm.Config.InputMethods); Inputs gives input
	// values by name (missing ones are 0 or the weft.Input default).
	InputMethods []string
	Inputs       map[string]int64
	// SymbolicJDK keeps symbolic values symbolic in the JDK's code
	// (vm.Config.SymbolicJDK); off, they are concretized there.
	SymbolicJDK bool
	// Stdin is the program's standard input, the same bytes in every
	// execution (vm.Config.Stdin); nil: empty.
	Stdin []byte

	cp   *classfile.ClassPath
	disk *vm.Disk // the files as first read, shared by p's VMs

	mu    sync.Mutex
	bases []*base // VMs booted up to main, shared by p's Explorers
}

// SuiteProgram is the program of a benchmark case: its jar, main class and
// arguments.
func SuiteProgram(s *benchmarks.Suite, c *benchmarks.Case) *Program {
	jar := s.JarPath(c)
	return &Program{Jar: jar, ClassPath: []string{jar}, Main: c.Main, Args: c.Args}
}

// Open loads the class path (shared by all executions: it caches parsed
// classes) and takes the main class from the jar's manifest if Main is empty.
func (p *Program) Open() error {
	if p.cp != nil {
		return nil
	}
	if len(p.ClassPath) == 0 && p.Jar != "" {
		p.ClassPath = []string{p.Jar}
	}
	if len(p.ClassPath) == 0 {
		return errors.New("no class path")
	}
	for _, e := range p.ClassPath {
		if _, err := os.Stat(e); err != nil {
			return err
		}
	}
	cp, jarMain, err := classfile.ForApplication(p.ClassPath...)
	if err != nil {
		return err
	}
	if err := p.OpenWith(cp, jarMain); err != nil {
		cp.Close()
		return err
	}
	return nil
}

// OpenWith is Open with a class path the caller has loaded already from
// p.ClassPath (classfile.ForApplication, which also returns jarMain, the
// first jar's Main-Class): opening java.base and parsing classes costs
// milliseconds, so a caller that has checked the program with a class path
// hands it over instead of loading a second one. On success the Program
// owns cp (Close closes it).
func (p *Program) OpenWith(cp *classfile.ClassPath, jarMain string) error {
	if p.cp != nil {
		return errors.New("BUG: explore: OpenWith on an open program")
	}
	if len(p.ClassPath) == 0 && p.Jar != "" {
		p.ClassPath = []string{p.Jar}
	}
	if p.Main == "" && p.Entry != nil && len(p.Entry.Calls) > 0 {
		p.Main = p.Entry.Calls[len(p.Entry.Calls)-1].Class
	}
	if p.Main == "" {
		p.Main = classfile.DottedName(jarMain)
	}
	if p.Main == "" {
		if len(p.ClassPath) == 0 {
			return errors.New("no main class")
		}
		return fmt.Errorf("no Main-Class in the manifest of %s", filepath.Base(p.ClassPath[0]))
	}
	p.cp = cp
	p.disk = vm.NewDisk()
	return nil
}

// Classes returns the class path of an opened program, nil before Open.
// The static analysis of a strategy (vsched) reads the program through it,
// so that each class is read and parsed once for the analysis and the VM.
func (p *Program) Classes() *classfile.ClassPath { return p.cp }

// Close releases the class path and the booted VMs.
func (p *Program) Close() error {
	p.mu.Lock()
	p.bases = nil
	p.mu.Unlock()
	if p.cp == nil {
		return nil
	}
	err := p.cp.Close()
	p.cp = nil
	return err
}

// Boot prepares p's first exploration ahead of it: it opens p, boots a VM
// up to main and runs the program once, each thread running until it
// blocks or ends, so that the classes the program uses are read, linked
// and lowered. Explorers with budget b's MaxSteps and default settings
// then start from that VM instead of booting their own (the VM of an
// Explorer, Execute). weft bench unfold boots each case before timing
// its strategies: the time it takes is the program's, not a strategy's,
// and whichever strategy came first paid it.
func (p *Program) Boot(b Budget) error {
	// A bounded run: any schedule reads the classes, and one that
	// starves a thread spinning on another is cut off.
	x := NewExplorer(p, Budget{MaxSteps: b.MaxSteps, MaxPoints: 10_000})
	_, err := x.Execute(firstEnabled{})
	return err
}

// firstEnabled runs the first enabled thread.
type firstEnabled struct{}

func (firstEnabled) Choose(*vm.Point) int { return 0 }

// Name is the program's short name: the jar's base name, or the main class.
func (p *Program) Name() string {
	if p.Jar != "" {
		return filepath.Base(p.Jar)
	}
	return classfile.DottedName(p.Main)
}

// start prepares m to run the program: main(args), or the entry plan.
func (p *Program) start(m *vm.VM) error {
	if p.Entry != nil {
		return m.StartEntry(p.Entry)
	}
	return m.Start(p.Main, p.Args)
}

// Budget bounds an exploration. Zero fields are unlimited.
type Budget struct {
	MaxStates     int64         // scheduling choice points created or stored
	MaxExecutions int64         // executions (test runs)
	Timeout       time.Duration // wall time, static and dynamic
	// Per execution: runs longer than these are cut off (a livelock, or a
	// spin loop the schedule never lets end).
	MaxSteps  int64 // bytecodes per execution
	MaxPoints int64 // scheduling points per execution (the bound k of seeds/000 Fig. 2.5)
	// MaxMemory bounds the memory the process holds (MemoryInUse), in
	// bytes: the exploration ends "out of memory budget" once it is
	// exceeded. It is checked where the time is (Expired), at most every
	// memoryEvery. A strategy's memory grows with what it keeps between
	// executions (dpor's choices put off, dfs's and vsched's states).
	MaxMemory int64
}

// DefaultBudget is the budget of weft explore without flags.
var DefaultBudget = Budget{Timeout: time.Minute, MaxSteps: 20_000_000, MaxPoints: 100_000}

// Counters are what every strategy counts, so that they can be compared
// (DESIGN.md, Exploration strategies).
type Counters struct {
	Executions int64 // test runs started, including cut-off ones
	Cut        int64 // executions cut off (pruned, sleep-set blocked, bounds)
	States     int64 // scheduling choice points created or stored by the strategy
	Points     int64 // scheduling points passed in all executions
	Bytecodes  int64
	// Static is the static analysis's wall time (vsched), StaticCPU the
	// CPU time of the thread it ran on (0 where the platform cannot tell).
	// vsched runs it beside the VM's boot, so the two overlap.
	Static    time.Duration
	StaticCPU time.Duration
	// Dynamic is the rest of the wall time: during an exploration the
	// executions (booting the VM included); in Explore's report,
	// everything from opening the program to the end but the static
	// analysis, so that the strategy's work between executions (dpor's
	// race analysis, vsched's worklist) counts too. Static + Dynamic is
	// the exploration's wall time; a boot that overlapped the analysis
	// is not in Dynamic.
	Dynamic time.Duration
	// GaveUp counts the path constraints the solver gave up on (Z3's
	// unknown, e.g. its time limit): their targets were dropped as if
	// infeasible, so the search may have missed something.
	GaveUp int64
}

// BudgetError ends an exploration whose budget ran out.
type BudgetError struct{ Reason string }

func (e *BudgetError) Error() string { return "budget exhausted: " + e.Reason }

// Explorer runs executions of a program for a strategy and keeps the
// counters and the budget.
type Explorer struct {
	// timedAsideRuns counts the executions in which a thread was in a
	// timed wait at a scheduling point where others could run, with
	// virtual time (vm.VM.TimedAside).
	timedAsideRuns int64
	// fromTail is how many events the last execution from a saved point
	// (ExecuteFrom) added to the point's: the room the next one's copy
	// of its point's events is made with.
	fromTail int
	Program  *Program
	Budget   Budget
	Counters Counters

	// Progress, if set, is called about every ProgressEvery (0: 200ms)
	// with the counters and the time since the exploration began.
	Progress      func(c Counters, elapsed time.Duration)
	ProgressEvery time.Duration
	// OnExecution, if set, sees every execution that runs to its end
	// (not those cut off).
	OnExecution func(*Execution)
	// Stdout and Stderr receive the program's output; nil discards it.
	Stdout, Stderr io.Writer
	// Fresh makes every execution boot a new VM. Otherwise the Explorer
	// boots one, snapshots it before main runs, and restores that
	// snapshot for each execution (the same run, without the cost of
	// loading and linking the JDK again); the Explorers of a Program
	// share that VM when their settings allow (base, Program.Boot).
	Fresh bool
	// Alone asks the VM for the operations of a thread running alone too
	// (vm.Config.Alone); set it before the first Execute.
	Alone bool
	// NotifyChoice makes a notify's choice of waiter a scheduling point
	// (vm.Config.NotifyChoice), so that the strategy explores which waiter
	// wakes; set it before the first Execute. dfs, random and pct set it.
	NotifyChoice bool
	// CanonicalFrames makes StateHash name references in thread frames by
	// ObjectID (vm.Config.CanonicalFrames), so that states reached through
	// different allocation orders match; set it before the first Execute.
	// dfs sets it.
	CanonicalFrames bool
	// FreeTime makes the passing of time a scheduling choice
	// (vm.Config.FreeTime): the strategy may let a timed wait end before
	// the others have run up to its deadline. Set before the first
	// Execute (weft explore --time free).
	FreeTime bool
	// AtomicSync runs each operation of the JDK's queued synchronizers
	// (a CountDownLatch's countDown, a ReentrantLock's lock) as one step
	// up to a park (vm.Config.AtomicSync); set it before the first
	// Execute. dpor and vsched set it.
	AtomicSync bool
	// ClockPoints (with FreeTime) makes each read of the clock a
	// scheduling point (vm.Config.ClockPoints); set before the first
	// Execute. vsched sets it: it orders the passing of time before a
	// read (its <clock> pairs).
	ClockPoints bool
	// Inputs, if set, gives the symbolic input values of the next
	// executions instead of Program.Inputs (a strategy that solves path
	// constraints sets it before each Execute).
	Inputs map[string]int64

	start, lastProgress time.Time
	lastMemory          time.Time // MaxMemory's last check
	deadline            time.Time
	stop                error // the budget error, once exhausted
	interrupted         atomic.Bool
	// bounded counts the executions cut off at a bound of the budget
	// (MaxPoints, MaxSteps), bound the first such cut's reason.
	bounded int64
	bound   string
	// timeoutsBounded counts the executions in which dpor left out a
	// time-passes choice beyond its timeoutBound.
	timeoutsBounded int64
	cur             *run  // the execution in progress
	base            *base // the booted VM executions restore
}

// base is a VM booted up to main and its snapshot there; its scheduler
// and listener forward to the execution in progress of the Explorer
// using it.
//
// The Explorers of a Program share bases: at its first execution an
// Explorer takes a free base booted with its settings (baseKey) from the
// Program, or boots one and leaves it there, and each execution holds the
// base's lock. A run restores the snapshot, so it is the same run as on a
// VM of its own, as the runs of one exploration are (TestRestoredEqualsFresh,
// TestSharedBase); what the earlier runs leave behind (classes read,
// linked and lowered, permanent objects) is what makes a restored run
// cheaper than a booted one.
type base struct {
	mu     sync.Mutex // held by the execution using the VM
	m      *vm.VM
	snap   *vm.Snapshot
	hook   *hook
	key    baseKey
	single bool // one thread at the snapshot: Config.Alone does not matter

	// spare is the events and decisions storage of an execution handed
	// back with Recycle, for the next execution on the VM (of any
	// Explorer: a new one's first runs do not grow theirs from nothing).
	spareMu sync.Mutex
	spare   spare
}

type spare struct {
	events    []vm.Event
	decisions []int
}

// baseKey is what the booted VM depends on besides the Program's class
// path and main. Alone is left out when the snapshot has a single thread
// (vm.VM.SetAlone).
type baseKey struct {
	maxSteps                                       int64
	notifyChoice, canonicalFrames, alone, freeTime bool
	atomicSync                                     bool
	clockPoints                                    bool
	symbolicJDK                                    bool
	inputMethods                                   string
}

func (x *Explorer) baseKey() baseKey {
	return baseKey{maxSteps: x.Budget.MaxSteps, notifyChoice: x.NotifyChoice, canonicalFrames: x.CanonicalFrames, freeTime: x.FreeTime, clockPoints: x.ClockPoints,
		atomicSync: x.AtomicSync, alone: x.Alone, symbolicJDK: x.Program.SymbolicJDK, inputMethods: strings.Join(x.Program.InputMethods, "\x00")}
}

// fits reports whether an Explorer with key k may run on b.
func (b *base) fits(k baseKey) bool {
	if b.single {
		k.alone = b.key.alone
	}
	return b.key == k
}

type hook struct{ x *Explorer }

func (h *hook) Choose(p *vm.Point) int { return h.x.cur.Choose(p) }
func (h *hook) OnEvent(e *vm.Event)    { h.x.cur.OnEvent(e) }
func (h *hook) OnInit(a *vm.Access)    { h.x.cur.OnInit(a) }

// takeBase returns, locked, a base of p that is free and fits k, or nil.
func (p *Program) takeBase(k baseKey) *base {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, b := range p.bases {
		if b.fits(k) && b.mu.TryLock() {
			return b
		}
	}
	return nil
}

// acquire locks the Explorer's base for the execution r, first taking a
// shared one or booting one (an error leaves no base).
func (x *Explorer) acquire(r *run) (*base, error) {
	if b := x.base; b != nil {
		b.mu.Lock()
		b.hook.x = x
		return b, nil
	}
	k := x.baseKey()
	// Explorers that write the program's output somewhere keep a VM of
	// their own.
	shared := x.Stdout == nil && x.Stderr == nil
	if shared {
		if b := x.Program.takeBase(k); b != nil {
			b.hook.x = x
			x.base = b
			return b, nil
		}
	}
	b := &base{hook: &hook{x}, key: k}
	b.mu.Lock()
	var err error
	cfg := x.vmConfig(b.hook, b.hook)
	cfg.Inputs = x.inputs()
	b.m, err = vm.New(cfg)
	if err != nil {
		return nil, err
	}
	x.cur = r // Start may run the main class's initializer
	err = x.Program.start(b.m)
	x.cur = nil
	if err != nil {
		return nil, err
	}
	b.snap = b.m.Snapshot()
	b.single = b.m.Threads() == 1
	x.base = b
	// A base whose boot read an input depends on the inputs; keep it.
	if shared && len(b.m.Inputs()) == 0 {
		x.Program.mu.Lock()
		x.Program.bases = append(x.Program.bases, b)
		x.Program.mu.Unlock()
	}
	return b, nil
}

// inputs is the input values of the next execution.
func (x *Explorer) inputs() map[string]int64 {
	if x.Inputs != nil {
		return x.Inputs
	}
	return x.Program.Inputs
}

// NewExplorer returns an Explorer; its clock starts now.
func NewExplorer(p *Program, b Budget) *Explorer {
	x := &Explorer{Program: p, Budget: b, start: time.Now()}
	x.lastProgress = x.start
	if b.Timeout > 0 {
		x.deadline = x.start.Add(b.Timeout)
	}
	return x
}

// Elapsed is the wall time since the exploration began.
func (x *Explorer) Elapsed() time.Duration { return time.Since(x.start) }

// initCycles are the VM's warnings about cycles among the program's class
// initializers (vm.VM.InitCycles), which no strategy explores.
func (x *Explorer) initCycles() []string {
	return append([]string(nil), x.diagnostics((*vm.VM).InitCycles)...)
}

// diagnostics is what f says of the base VM's runs (nil before the first
// execution).
func (x *Explorer) diagnostics(f func(*vm.VM) []string) []string {
	if x.base == nil || x.base.m == nil {
		return nil
	}
	return f(x.base.m)
}

// initWaitWarning is the warning of a strategy that does not declare that
// it covers the orders of the class initializations (InitOrderCoverer)
// when its runs had a thread wait for another thread's class
// initialization, or other threads could run while one initialized a
// class (vm.VM.InitRaces): its search may then not be exhaustive. ""
// otherwise.
func (x *Explorer) initWaitWarning(s Strategy) string {
	if coversInitOrder(s) {
		return ""
	}
	ws := x.diagnostics((*vm.VM).InitRaces)
	if len(ws) == 0 {
		return ""
	}
	why := "does not treat which thread initializes a class first as a dependency"
	if _, ok := s.(InitOrderCoverer); !ok {
		why = "does not declare whether it tries every order in which threads initialize classes (explore.InitOrderCoverer)"
	}
	return fmt.Sprintf("%s: %s %s, and may not have tried every order of the initializations",
		firstAndMore(ws), s.Name(), why)
}

// cutAtBound cuts the execution in progress off at a bound of the budget.
func (x *Explorer) cutAtBound(reason string) {
	x.noteBound(reason)
	x.Cut(reason)
}

// noteBound counts an execution cut off at a bound of the budget, unless
// it is a sample beside the search (sampleRun).
func (x *Explorer) noteBound(reason string) {
	if x.cur != nil && sampleRun(x.cur.s) {
		return
	}
	if x.bounded == 0 {
		x.bound = reason
	}
	x.bounded++
}

// boundWarning is the warning of a search some of whose executions were
// cut off at a bound of the budget (a thread spinning, a livelock): what
// they would have done next was not explored, so the search is not
// complete. "" otherwise.
func (x *Explorer) boundWarning() string {
	if x.bounded == 0 {
		return ""
	}
	flag := "--max-steps"
	if strings.HasSuffix(x.bound, "scheduling points") {
		flag = "--max-points"
	}
	return fmt.Sprintf("%s cut off at a bound of the budget (the first: %s; %s raises it): what they would have done next was not explored",
		Plural(x.bounded, "execution"), x.bound, flag)
}

// timeoutWarning is the warning of a dpor search that left out
// time-passes choices beyond timeoutBound. "" otherwise.
func (x *Explorer) timeoutWarning() string {
	if x.timeoutsBounded == 0 {
		return ""
	}
	return fmt.Sprintf("in %s a thread's timed wait (a periodic task's) had ended early %d times while another thread could run, and its further early endings were not explored",
		Plural(x.timeoutsBounded, "execution"), timeoutBound)
}

// endWarning is the warning of a strategy that does not declare that it
// covers the threads the program's end kills (EndCoverer) when its runs
// ended with such a thread able to run (vm.VM.KilledAtEnd). "" otherwise.
func (x *Explorer) endWarning(s Strategy) string {
	if c, ok := s.(EndCoverer); ok && c.CoversEnd() {
		return ""
	}
	ws := x.diagnostics((*vm.VM).KilledAtEnd)
	if len(ws) == 0 {
		return ""
	}
	return fmt.Sprintf("%s: %s does not run a thread the program's end kills before that end, and may not have tried every schedule",
		firstAndMore(ws), s.Name())
}

// firstAndMore is the first of ws, followed by " and N more" when there
// are others.
func firstAndMore(ws []string) string {
	if len(ws) > 1 {
		return fmt.Sprintf("%s and %d more", ws[0], len(ws)-1)
	}
	return ws[0]
}

// notifyWarning is the warning of a strategy whose runs had a notify
// wake the longest of several waiting threads without a choice
// (vm.VM.NotifyPicks: the strategy runs without NotifyChoice, or the
// notify was inside a nested call): JLS §17.2.2 lets notify wake any of
// them, so the search may not be exhaustive. "" otherwise.
func (x *Explorer) notifyWarning(strategy string) string {
	ws := x.diagnostics((*vm.VM).NotifyPicks)
	if len(ws) == 0 {
		return ""
	}
	return fmt.Sprintf("%s: Object.notify may wake any waiting thread (JLS 17.2.2), and %s did not try the others there, so it may not have tried every schedule",
		firstAndMore(ws), strategy)
}

// AddStatic adds time spent in static analysis: its wall time and its
// CPU time (0 if unknown).
func (x *Explorer) AddStatic(wall, cpu time.Duration) {
	x.Counters.Static += wall
	x.Counters.StaticCPU += cpu
}

// AddStates counts n choice points created or stored by the strategy. It
// may be called during an execution, which is cut off at its next
// scheduling point once it exceeds MaxStates.
func (x *Explorer) AddStates(n int64) {
	x.Counters.States += n
	if x.Budget.MaxStates > 0 && x.Counters.States > x.Budget.MaxStates && x.stop == nil {
		x.stop = &BudgetError{fmt.Sprintf("%d states", x.Budget.MaxStates)}
	}
}

// Exhausted returns the budget error once the budget has run out, else nil.
func (x *Explorer) Exhausted() error {
	if x.stop != nil {
		return x.stop
	}
	switch {
	case x.Budget.MaxExecutions > 0 && x.Counters.Executions >= x.Budget.MaxExecutions:
		x.stop = &BudgetError{fmt.Sprintf("%d executions", x.Budget.MaxExecutions)}
	case x.Budget.MaxStates > 0 && x.Counters.States >= x.Budget.MaxStates:
		x.stop = &BudgetError{fmt.Sprintf("%d states", x.Budget.MaxStates)}
	default:
		return x.Expired()
	}
	return x.stop
}

// Expired returns the budget error once the exploration's time is up
// (Timeout) or it has been interrupted (Interrupt), else nil: the check
// of Exhausted without the counters, for a strategy whose own work
// between two scheduling points can be long (unfold's searches call it
// every so often). It may be called during an execution; the budget error
// stays, and the next scheduling point cuts the execution off. It also
// reports progress when due (Progress), so that the output keeps ticking
// through a strategy's long searches.
func (x *Explorer) Expired() error {
	if x.stop != nil {
		return x.stop
	}
	x.progress()
	switch {
	case x.interrupted.Load():
		x.stop = &BudgetError{"interrupted"}
	case !x.deadline.IsZero() && time.Now().After(x.deadline):
		x.stop = &BudgetError{fmt.Sprintf("timeout %s", x.Budget.Timeout)}
	case x.Budget.MaxMemory > 0:
		if now := time.Now(); now.Sub(x.lastMemory) >= memoryEvery {
			x.lastMemory = now
			if m := MemoryInUse(); m > x.Budget.MaxMemory {
				x.stop = &BudgetError{fmt.Sprintf("out of memory budget: %s in use, more than %s", MiB(m), MiB(x.Budget.MaxMemory))}
			}
		}
	}
	return x.stop
}

// memoryEvery is how often Expired reads the memory in use for
// Budget.MaxMemory: a read of the runtime's metrics costs about a
// microsecond, and the memory grows by a few MB in that time at most.
const memoryEvery = 10 * time.Millisecond

// memorySamples are the runtime's metrics MemoryInUse reads.
var memorySamples = []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}

// MemoryInUse returns the memory the Go runtime holds for the process,
// heap, stacks and its own structures, less the pages it returned to the
// operating system: close to the resident size (`/usr/bin/time -f %M`)
// without the program text. It stops nothing (no ReadMemStats).
func MemoryInUse() int64 {
	s := make([]metrics.Sample, len(memorySamples))
	copy(s, memorySamples)
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 || s[1].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64() - s[1].Value.Uint64())
}

// MiB formats a number of bytes in MiB ("294.0 MiB").
func MiB(n int64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }

// Interrupt asks the exploration to end as if its budget had run out
// ("budget exhausted: interrupted"), at its next budget check: the next
// scheduling point, execution or Expired call. It may be called from any
// goroutine (weft explore calls it on SIGINT).
func (x *Explorer) Interrupt() { x.interrupted.Store(true) }

// InterruptOn calls Interrupt once ch receives or is closed (at once if
// it already is; a nil ch never does), until the returned function is
// called.
func (x *Explorer) InterruptOn(ch <-chan struct{}) (stop func()) {
	if ch == nil {
		return func() {}
	}
	select {
	case <-ch:
		x.Interrupt()
		return func() {}
	default:
	}
	done := make(chan struct{})
	go func() {
		select {
		case <-ch:
			x.Interrupt()
		case <-done:
		}
	}()
	return func() { close(done) }
}

// Execution is one run of the program.
type Execution struct {
	Decisions []int       // the thread chosen at each scheduling point
	Events    []vm.Event  // the visible operations, in order
	Outcome   *vm.Outcome // nil if cut off, unless Bug is set
	Bug       *Bug        // nil: the run did not fail (a cut run did if an exception ended a thread before the cut)
	Cut       string      // non-empty: the run was cut off, and why
	Steps     int64       // bytecodes executed
	Inputs    []vm.Input  // the symbolic inputs the run read, in order
	// Inits are the class-initialization steps of the run
	// (vm.InitListener: KInitStart, KInitWait, KInitUse, KInitDone), in
	// order; InitAt[i] is the number of Events before Inits[i]
	// (EventsWithInits).
	Inits  []vm.Access
	InitAt []int
	// NotifyChoice: a notify's choice of waiter was a scheduling point
	// (Explorer.NotifyChoice), so Decisions include those choices.
	NotifyChoice bool
	// FreeTime: the passing of time was a scheduling choice
	// (Explorer.FreeTime), so Decisions include time-passes choices.
	FreeTime bool
	// AtomicSync: a JDK synchronizer's operation was one step
	// (Explorer.AtomicSync), so Decisions have no points inside one.
	AtomicSync bool
	// ClockPoints: each read of the clock was a scheduling point
	// (Explorer.ClockPoints).
	ClockPoints bool

	// own: Events and Decisions are this execution's alone (not shared
	// with a Saved), so Recycle may reuse them.
	own bool
}

// failedBeforeCut gives the run ex, cut off (by a strategy, or at a
// bound of the budget) on m, the bug of a thread an uncaught exception
// ended before the cut: the program's run up to there is a real one
// whatever would have followed, and a run cut at a bound (a livelock of
// the others, a thread spinning for a flag the dead one was to set) would
// otherwise lose it. Its Outcome is then the run's state at the cut.
func (x *Explorer) failedBeforeCut(ex *Execution, m *vm.VM) {
	if !m.Failed() {
		return // most cut runs: no outcome to make
	}
	out := m.OutcomeSoFar()
	ex.Outcome = out
	ex.Bug = bugOf(out, ex.Events, x.Program.cp)
}

// Recycle hands back an execution the strategy is done with: a later
// Execute appends its events and decisions to the same storage instead of
// growing new slices (each event is a few hundred bytes, and a strategy
// that runs thousands of tests, such as unfold or dpor, otherwise makes
// that garbage every run). The strategy must not use ex, nor slices of its
// Events or Decisions, afterwards; copies of events are fine. Executions
// with a bug, and those that share their events with a Saved point
// (SaveHere, ExecuteFrom), are left alone.
func (x *Explorer) Recycle(ex *Execution) {
	if ex == nil || !ex.own || ex.Bug != nil {
		return
	}
	ex.own = false
	b := x.base // an own execution ran on it
	b.spareMu.Lock()
	if cap(ex.Events) > cap(b.spare.events) {
		b.spare.events = ex.Events[:0]
	}
	if cap(ex.Decisions) > cap(b.spare.decisions) {
		b.spare.decisions = ex.Decisions[:0]
	}
	b.spareMu.Unlock()
	ex.Events, ex.Decisions = nil, nil
}

// fromStorage is the events storage of an execution from the saved point
// sv: its events copied into a recycled execution's storage (Recycle), or
// into one slice with room for as many more as the last execution from a
// saved point added. A run appending to the point's own slice (whose
// capacity is its length) copied it at its first event and again each
// time it grew by a quarter: five times the run's events in garbage,
// 384 bytes each (piper, 187 executions from saved points under vsched:
// about 57 MB an exploration).
func (x *Explorer) fromStorage(b *base, sv *Saved) []vm.Event {
	n := len(sv.events)
	b.spareMu.Lock()
	evs := b.spare.events
	if evs != nil && cap(evs) >= n+x.fromTail {
		b.spare.events = nil
	} else {
		evs = make([]vm.Event, 0, n+max(x.fromTail+x.fromTail/4, 16))
	}
	b.spareMu.Unlock()
	return append(evs, sv.events...)
}

// fromDecisions is fromStorage's for the decisions.
func (x *Explorer) fromDecisions(b *base, sv *Saved) []int {
	n := len(sv.decisions)
	b.spareMu.Lock()
	ds := b.spare.decisions
	if ds != nil && cap(ds) >= n+16 {
		b.spare.decisions = nil
	} else {
		ds = make([]int, 0, n+max(n/2, 16))
	}
	b.spareMu.Unlock()
	return append(ds, sv.decisions...)
}

// cutRun is the panic value with which a strategy's scheduler ends a run
// early (Cut); the Explorer's scheduler recovers it and pauses the VM
// (vm.Pause), which is then dropped.
type cutRun struct{ reason string }

// Cut ends the execution in progress; Execute returns it with Cut set to
// reason. It must be called from the strategy's scheduler.
func (x *Explorer) Cut(reason string) {
	if x.cur == nil {
		panic("BUG: explore: Cut outside an execution")
	}
	panic(cutRun{reason})
}

// Inits returns the class-initialization steps of the execution in
// progress so far (vm.InitListener), like Events.
func (x *Explorer) Inits() []vm.Access {
	if x.cur == nil {
		return nil
	}
	return x.cur.exec.Inits
}

// Events returns the visible operations of the execution in progress so
// far (for a strategy's scheduler); the slice must not be modified.
func (x *Explorer) Events() []vm.Event {
	if x.cur == nil {
		return nil
	}
	return x.cur.exec.Events
}

// StateHash returns the VM's canonical state hash at the current scheduling
// point, if the VM provides one (for state matching in DFS).
func (x *Explorer) StateHash() (uint64, bool) {
	if x.cur == nil {
		return 0, false
	}
	if h, ok := any(x.cur.machine).(interface{ StateHash() uint64 }); ok {
		return h.StateHash(), true
	}
	return 0, false
}

// ThreadObject returns the id of thread t's java.lang.Thread object in the
// execution in progress, if the VM knows it (vm.VM.ThreadObject).
func (x *Explorer) ThreadObject(t int) (vm.ObjectID, bool) {
	if x.cur == nil {
		return vm.ObjectID{}, false
	}
	if m, ok := any(x.cur.machine).(interface {
		ThreadObject(int) (vm.ObjectID, bool)
	}); ok {
		return m.ThreadObject(t)
	}
	return vm.ObjectID{}, false
}

// CallSites returns, at the current scheduling point, where thread t is in
// the program: its frames' sites outermost first (vm.VM.CallSites).
func (x *Explorer) CallSites(t int) []classfile.Site {
	if x.cur == nil || x.cur.machine == nil {
		return nil
	}
	return x.cur.machine.CallSites(t)
}

// Saved is a scheduling point of an execution kept for later
// (ExecuteFrom): the VM's snapshot there and the execution's decisions
// and events up to it.
type Saved struct {
	snap      *vm.Snapshot
	decisions []int
	events    []vm.Event
	inits     []vm.Access
	initAt    []int
	steps     int64 // the VM's bytecode count at the point
}

// SaveHere asks, from a strategy's scheduler, to save the current
// scheduling point: once the scheduler has returned its choice, the
// Explorer pauses the VM before the choice takes effect, snapshots it,
// hands the Saved to f, and goes on with that choice. A snapshot costs
// about as much as a few scheduling points (the VM's state is
// copy-on-write); restoring one replaces replaying the decisions that led
// to it.
func (x *Explorer) SaveHere(f func(*Saved)) {
	if x.cur == nil {
		panic("BUG: explore: SaveHere outside an execution")
	}
	if !x.Fresh {
		x.cur.save = f
	}
}

// run is the scheduler and listener wrapped around a strategy's scheduler
// for one execution.
type run struct {
	x       *Explorer
	s       vm.Scheduler
	exec    *Execution
	machine *vm.VM
	points  int64
	cut     string // why the run was cut off

	save func(*Saved) // SaveHere's request at this point
	held int          // the choice made before pausing to save, or -1
}

func (r *run) Choose(p *vm.Point) (choice int) {
	x := r.x
	if r.cut != "" {
		return vm.Pause
	}
	defer func() {
		if v := recover(); v != nil {
			c, ok := v.(cutRun)
			if !ok {
				panic(v)
			}
			r.cut, choice = c.reason, vm.Pause
		}
	}()
	if r.held >= 0 {
		// Asked again at the point just saved: the choice is made.
		choice, r.held = r.held, -1
		r.exec.Decisions = append(r.exec.Decisions, p.Enabled[choice].Thread)
		return choice
	}
	if x.stop != nil {
		x.Cut(x.stop.Error())
	}
	r.points++
	x.Counters.Points++
	if x.Budget.MaxPoints > 0 && r.points > x.Budget.MaxPoints {
		x.cutAtBound(fmt.Sprintf("more than %d scheduling points", x.Budget.MaxPoints))
	}
	if r.points&255 == 0 && x.Expired() != nil { // Expired reports progress too
		x.Cut(x.stop.Error())
	}
	i := r.s.Choose(p)
	if i < 0 || i >= len(p.Enabled) {
		panic(fmt.Sprintf("BUG: explore: scheduler chose %d of %d enabled threads", i, len(p.Enabled)))
	}
	if r.save != nil {
		r.held = i
		return vm.Pause
	}
	r.exec.Decisions = append(r.exec.Decisions, p.Enabled[i].Thread)
	return i
}

func (r *run) OnEvent(e *vm.Event) { r.exec.Events = append(r.exec.Events, *e) }

// OnInit implements vm.InitListener.
func (r *run) OnInit(a *vm.Access) {
	r.exec.Inits = append(r.exec.Inits, *a)
	r.exec.InitAt = append(r.exec.InitAt, len(r.exec.Events))
}

func (x *Explorer) progress() {
	if x.Progress == nil {
		return
	}
	every := x.ProgressEvery
	if every == 0 {
		every = 200 * time.Millisecond
	}
	if now := time.Now(); now.Sub(x.lastProgress) >= every {
		x.lastProgress = now
		x.Progress(x.Counters, now.Sub(x.start))
	}
}

// Execute runs the program once from its initial state on a fresh VM under
// s. It returns a BudgetError if the budget ran out before or during the
// run, and a *vm.Error if the VM cannot run the program. A run that exceeds
// the per-execution bounds is returned with Cut set.
func (x *Explorer) Execute(s vm.Scheduler) (exec *Execution, err error) {
	return x.execute(s, nil)
}

// ExecuteFrom is Execute from a saved scheduling point: the VM is restored
// to it, the execution starts with its decisions and events, and s is
// first asked at that point. Only the bytecodes run after it count.
func (x *Explorer) ExecuteFrom(sv *Saved, s vm.Scheduler) (exec *Execution, err error) {
	return x.execute(s, sv)
}

func (x *Explorer) execute(s vm.Scheduler, from *Saved) (exec *Execution, err error) {
	if err := x.Exhausted(); err != nil {
		return nil, err
	}
	if x.cur != nil {
		panic("BUG: explore: nested Execute")
	}
	if err := x.Program.Open(); err != nil {
		return nil, err
	}
	ex := &Execution{NotifyChoice: x.NotifyChoice, FreeTime: x.FreeTime, AtomicSync: x.AtomicSync, ClockPoints: x.ClockPoints && x.FreeTime}
	r := &run{x: x, s: s, exec: ex, held: -1}
	began := time.Now() // booting counts as dynamic time too
	var m *vm.VM
	if x.Fresh {
		var err error
		m, err = vm.New(x.vmConfig(r, r))
		if err != nil {
			return nil, err
		}
		if err := x.Program.start(m); err != nil {
			return nil, err
		}
	} else {
		b, err := x.acquire(r)
		if err != nil {
			return nil, err
		}
		defer b.mu.Unlock()
		m = b.m
		m.SetAlone(x.Alone)
		if from != nil {
			m.Restore(from.snap)
			ex.Inits, ex.InitAt = from.inits, from.initAt
			ex.Events, ex.Decisions, ex.own = x.fromStorage(b, from), x.fromDecisions(b, from), true
		} else {
			m.Restore(b.snap)
			b.spareMu.Lock()
			ex.Events, ex.Decisions, ex.own = b.spare.events, b.spare.decisions, true
			b.spare = spare{}
			b.spareMu.Unlock()
		}
	}
	steps0 := int64(0)
	if from != nil {
		steps0 = from.steps
	}
	r.machine = m
	m.SetInputs(x.inputs())
	x.cur = r
	x.Counters.Executions++
	defer func() {
		x.cur = nil
		if from != nil {
			x.fromTail = len(ex.Events) - len(from.events)
		}
		x.Counters.Dynamic += time.Since(began)
		ex.Steps = m.Steps() - steps0
		ex.Inputs = m.Inputs()
		x.Counters.Bytecodes += ex.Steps
		x.progress()
	}()
	out, err := m.Continue()
	for err == nil && r.cut == "" && r.save != nil && out.Status == vm.Paused {
		// Paused by SaveHere: snapshot, then go on with the held choice.
		n, k, l := len(ex.Decisions), len(ex.Events), len(ex.Inits)
		sv := &Saved{snap: m.Snapshot(), decisions: ex.Decisions[:n:n], events: ex.Events[:k:k], inits: ex.Inits[:l:l], initAt: ex.InitAt[:l:l], steps: m.Steps()}
		ex.own = false
		f := r.save
		r.save = nil
		f(sv)
		out, err = m.Continue()
	}
	if m.TimedAside() {
		x.timedAsideRuns++
	}
	if r.cut != "" {
		ex.Cut = r.cut
		x.Counters.Cut++
		if x.stop != nil {
			return nil, x.stop
		}
		x.failedBeforeCut(ex, m)
		return ex, nil
	}
	if err != nil {
		var ve *vm.Error
		if errors.As(err, &ve) && x.Budget.MaxSteps > 0 && m.Steps() >= x.Budget.MaxSteps {
			ex.Cut = fmt.Sprintf("more than %d bytecodes", x.Budget.MaxSteps)
			x.Counters.Cut++
			x.noteBound(ex.Cut)
			x.failedBeforeCut(ex, m)
			return ex, nil
		}
		return nil, err
	}
	exec = ex
	exec.Outcome = out
	exec.Bug = bugOf(out, exec.Events, x.Program.cp)
	if x.OnExecution != nil {
		x.OnExecution(exec)
	}
	return exec, nil
}

// vmConfig is the configuration of a VM for one of the explorer's runs:
// the program, the budget and the explorer's settings, with s scheduling
// and l listening (the inputs are the caller's to set).
func (x *Explorer) vmConfig(s vm.Scheduler, l vm.Listener) vm.Config {
	return vm.Config{ClassPath: x.Program.cp, Stdout: x.Stdout, Stderr: x.Stderr,
		Scheduler: s, Listeners: []vm.Listener{l}, MaxSteps: x.Budget.MaxSteps, Alone: x.Alone,
		NotifyChoice: x.NotifyChoice, CanonicalFrames: x.CanonicalFrames, FreeTime: x.FreeTime,
		AtomicSync: x.AtomicSync, ClockPoints: x.ClockPoints,
		InputMethods: x.Program.InputMethods, SymbolicJDK: x.Program.SymbolicJDK,
		Stdin: bytes.NewReader(x.Program.Stdin), Disk: x.Program.disk}
}
