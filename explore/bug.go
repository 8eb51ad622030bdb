package explore

import (
	"fmt"
	"sort"
	"strings"

	"weft/classfile"
	"weft/vm"
)

// BugKind classifies a failure.
type BugKind string

// The bug kinds (the names benchmarks/suite.json uses, plus exit).
const (
	KindException BugKind = "exception" // an uncaught exception ended a thread
	KindAssertion BugKind = "assertion" // an uncaught java.lang.AssertionError (or subclass)
	KindDeadlock  BugKind = "deadlock"  // every live thread is blocked
	KindExit      BugKind = "exit"      // System.exit with a non-zero status
)

// Bug is how a failing execution failed.
type Bug struct {
	Kind BugKind `json:"kind"`

	// Exceptions and assertions: the thread the exception ended (exits:
	// the thread that called System.exit, and its stack at the call).
	Thread     int      `json:"thread"`
	ThreadName string   `json:"thread_name,omitempty"`
	Exception  string   `json:"exception,omitempty"` // dotted class name
	Message    string   `json:"message,omitempty"`
	Stack      []string `json:"stack,omitempty"` // "Class.method(File.java:line)", innermost first

	// Deadlocks: every live thread, and the cycle of threads each waiting
	// for a monitor the next one holds (empty when the threads wait for a
	// notification that never comes).
	Threads []BlockedThread `json:"threads,omitempty"`
	Cycle   []int           `json:"cycle,omitempty"`

	ExitCode int `json:"exit_code,omitempty"`
}

// BlockedThread is a live thread at a deadlock. Objects are named as in
// the rest of the report: Class@File.java:line#n, by allocation site.
type BlockedThread struct {
	Thread int    `json:"thread"`
	Name   string `json:"name"`
	State  string `json:"state"` // BLOCKED, WAITING …
	// Waits is what the thread waits for: "monitor" (to enter it, or to
	// take it back after a wait), "notify" (in Object.wait), "join" (for
	// thread Joins to end), "park" (for an unpark), "sleep", "classinit"
	// (for the initialization of class WaitsFor by thread HeldBy).
	Waits    string `json:"waits"`
	WaitsFor string `json:"waits_for,omitempty"` // the monitor, the object waited on, the Thread joined, the park blocker
	Joins    int    `json:"joins"`               // the thread joined, -1 if none
	HeldBy   int    `json:"held_by"`             // the thread holding WaitsFor's monitor or lock, -1 if none
	// HeldByEnded: thread HeldBy has ended without releasing the lock
	// (a java.util.concurrent lock), HeldByName its name.
	HeldByEnded bool     `json:"held_by_ended,omitempty"`
	HeldByName  string   `json:"held_by_name,omitempty"`
	Holds       []string `json:"holds,omitempty"` // monitors and java.util.concurrent locks it holds
	// Initializing lists the classes whose initialization the thread
	// has begun and not completed (dotted names), outermost first.
	Initializing []string `json:"initializing,omitempty"`
	At           string   `json:"at,omitempty"`     // File.java:line of the program where it is blocked
	Method       string   `json:"method,omitempty"` // Class.method of At
	Stack        []string `json:"stack,omitempty"`  // innermost first
}

// Summary is a one-line description: the kind and the exception, or the
// deadlocked threads.
func (b *Bug) Summary() string {
	switch b.Kind {
	case KindException, KindAssertion:
		s := b.Exception
		if b.Message != "" {
			s += ": " + b.Message
		}
		return fmt.Sprintf("%s %s in thread %d %q", b.Kind, s, b.Thread, b.ThreadName)
	case KindDeadlock:
		return "deadlock: " + b.deadlockSignature()
	case KindExit:
		return fmt.Sprintf("System.exit(%d) in thread %d %q", b.ExitCode, b.Thread, b.ThreadName)
	}
	return string(b.Kind)
}

// thread returns the blocked thread id, or nil.
func (b *Bug) thread(id int) *BlockedThread {
	for i := range b.Threads {
		if b.Threads[i].Thread == id {
			return &b.Threads[i]
		}
	}
	return nil
}

// lockLeaked reports whether a blocked thread waits for a lock that a
// thread which has ended still holds.
func (b *Bug) lockLeaked() bool {
	for _, t := range b.Threads {
		if t.HeldByEnded {
			return true
		}
	}
	return false
}

// threadLine describes what a blocked thread waits for, where it is, and
// who can release it: "BLOCKED at D1.java:16 in deadlock.D1$T1.run, waits
// for the lock of LockB@D1.java:10#1 held by thread 2 "Thread-1"".
func (b *Bug) threadLine(t *BlockedThread) string {
	s := t.State
	if t.At != "" {
		s += " at " + t.At
		if t.Method != "" {
			s += " in " + t.Method
		}
	}
	who := func(id int) string {
		if o := b.thread(id); o != nil {
			return fmt.Sprintf("thread %d %q", id, o.Name)
		}
		if id == t.HeldBy && t.HeldByEnded {
			return fmt.Sprintf("thread %d %q (which has ended without releasing it)", id, t.HeldByName)
		}
		return fmt.Sprintf("thread %d", id)
	}
	switch t.Waits {
	case "monitor":
		s += ", waits for the lock of " + t.WaitsFor
		if t.HeldBy >= 0 {
			s += " held by " + who(t.HeldBy)
		}
	case "notify":
		s += ", waits for a notify on " + t.WaitsFor
	case "join":
		s += ", waits for " + who(t.Joins) + " to end"
	case "classinit":
		s += ", waits for " + t.WaitsFor + "'s initialization"
		if t.HeldBy >= 0 {
			s += ", held by " + who(t.HeldBy)
		}
	case "park":
		if t.HeldBy >= 0 {
			s += ", waits for the lock of " + t.WaitsFor + " held by " + who(t.HeldBy)
			break
		}
		s += ", waits for an unpark"
		if t.WaitsFor != "" {
			s += " (blocker " + t.WaitsFor + ")"
		}
	}
	return s
}

// CycleLines describes the deadlock cycle, one line per thread on it: the
// thread, its program line and method, the monitors it holds and what it
// waits for, objects named by allocation site.
func (b *Bug) CycleLines() []string {
	var ls []string
	for _, id := range b.Cycle {
		t := b.thread(id)
		if t == nil {
			continue
		}
		l := fmt.Sprintf("thread %d %q", t.Thread, t.Name)
		if len(t.Initializing) > 0 {
			l += " initializes class " + strings.Join(t.Initializing, ", class ") + ";"
		}
		if len(t.Holds) > 0 {
			l += " holds " + strings.Join(t.Holds, ", ") + ";"
		}
		ls = append(ls, l+" "+b.threadLine(t))
	}
	return ls
}

// deadlockSignature names the deadlocked threads and what they wait for,
// without object identities, so that a replay can compare it.
func (b *Bug) deadlockSignature() string {
	var parts []string
	if len(b.Cycle) > 0 {
		for _, id := range b.Cycle {
			for _, t := range b.Threads {
				if t.Thread == id {
					parts = append(parts, fmt.Sprintf("thread %d waits for thread %d", id, t.HeldBy))
				}
			}
		}
		return "cycle: " + strings.Join(parts, ", ")
	}
	for _, t := range b.Threads {
		parts = append(parts, fmt.Sprintf("thread %d %s", t.Thread, t.State))
	}
	return strings.Join(parts, ", ")
}

// bugOf classifies an outcome; nil if the run did not fail. An uncaught
// exception is reported before a deadlock it may have caused; of several,
// the first to end its thread (by the order of the threads' end events).
// Objects of a deadlock are named by their allocation sites in cp (nil: by
// their raw identities).
func bugOf(out *vm.Outcome, events []vm.Event, cp *classfile.ClassPath) *Bug {
	if len(out.Uncaught) > 0 {
		u := out.Uncaught[0]
		ended := map[int]int{}
		for i := range events {
			if e := &events[i]; e.Kind == vm.KThreadEnd {
				if _, ok := ended[e.Thread]; !ok {
					ended[e.Thread] = i
				}
			}
		}
		for _, v := range out.Uncaught[1:] {
			if iv, ok := ended[v.Thread]; ok {
				if iu, ok := ended[u.Thread]; !ok || iv < iu {
					u = v
				}
			}
		}
		b := &Bug{Kind: KindException, Thread: u.Thread, ThreadName: u.ThreadName, Exception: u.Class,
			Message: u.Message, Stack: parseStack(u.Trace)}
		if u.Assertion { // AssertionError or a subclass (JUnit's assertion errors)
			b.Kind = KindAssertion
		}
		return b
	}
	switch out.Status {
	case vm.Deadlocked:
		b := &Bug{Kind: KindDeadlock}
		b.Threads = blockedThreads(out.Blocked, cp)
		b.Cycle = deadlockCycle(b.Threads)
		return b
	case vm.Exited:
		if out.ExitCode != 0 {
			b := &Bug{Kind: KindExit, ExitCode: out.ExitCode, Thread: out.ExitThread}
			if out.ExitThread < len(out.ThreadNames) {
				b.ThreadName = out.ThreadNames[out.ExitThread]
			}
			for _, f := range out.ExitStack {
				b.Stack = append(b.Stack, f.String())
			}
			return b
		}
	}
	return nil
}

// parseStack takes the frames of the outermost exception from a trace as
// printStackTrace prints it.
func parseStack(trace string) []string {
	var frames []string
	for i, line := range strings.Split(trace, "\n") {
		line = strings.TrimSpace(line)
		if f, ok := strings.CutPrefix(line, "at "); ok {
			frames = append(frames, f)
		} else if i > 0 && len(frames) > 0 {
			break // "Caused by:" or "... n more"
		}
	}
	return frames
}

// blockedThreads converts the VM's description of a deadlock, naming
// objects by allocation site.
func blockedThreads(bs []vm.BlockedThread, cp *classfile.ClassPath) []BlockedThread {
	name := func(r *vm.ObjectRef) string {
		if r.Mirror == "" {
			if n, ok := siteName(cp, r.ID); ok {
				return n
			}
		}
		return r.String()
	}
	var ts []BlockedThread
	for _, b := range bs {
		t := BlockedThread{Thread: b.Thread, Name: b.Name, State: b.State, Waits: b.Waits.String(), Joins: b.Joins, HeldBy: b.HeldBy,
			HeldByEnded: b.HeldByEnded, HeldByName: b.HeldByName, At: b.At.Pos, Method: b.At.Class + "." + b.At.Method, Initializing: b.Initializing}
		if b.Waits == vm.WaitNone {
			t.Waits = ""
		}
		if b.At.Class == "" {
			t.Method = ""
		}
		if b.On != nil {
			t.WaitsFor = name(b.On)
		}
		for i := range b.Holds {
			t.Holds = append(t.Holds, name(&b.Holds[i]))
		}
		for _, f := range b.Stack {
			t.Stack = append(t.Stack, f.String())
		}
		ts = append(ts, t)
	}
	return ts
}

// deadlockCycle finds a cycle in the waits-for graph (thread → holder of
// the monitor it is blocked on, or the thread it joins), starting from the
// lowest thread id on it.
func deadlockCycle(ts []BlockedThread) []int {
	next := map[int]int{}
	for _, t := range ts {
		if t.HeldBy >= 0 {
			next[t.Thread] = t.HeldBy
		} else if t.Joins >= 0 {
			next[t.Thread] = t.Joins
		}
	}
	ids := make([]int, 0, len(next))
	for id := range next {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, start := range ids {
		seen := map[int]int{}
		var path []int
		for id, ok := start, true; ok; id, ok = next[id] {
			if i, dup := seen[id]; dup {
				cycle := path[i:]
				low := 0
				for j := range cycle {
					if cycle[j] < cycle[low] {
						low = j
					}
				}
				return append(append([]int{}, cycle[low:]...), cycle[:low]...)
			}
			seen[id] = len(path)
			path = append(path, id)
		}
	}
	return nil
}
