package explore

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"weft/vm"
)

// BugKind classifies a failure.
type BugKind string

// The bug kinds (the names benchmarks/suite.json uses, plus exit).
const (
	KindException BugKind = "exception" // an uncaught exception ended a thread
	KindAssertion BugKind = "assertion" // an uncaught java.lang.AssertionError
	KindDeadlock  BugKind = "deadlock"  // every live thread is blocked
	KindExit      BugKind = "exit"      // System.exit with a non-zero status
)

// Bug is how a failing execution failed.
type Bug struct {
	Kind BugKind `json:"kind"`

	// Exceptions and assertions: the thread the exception ended.
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

// BlockedThread is a live thread at a deadlock.
type BlockedThread struct {
	Thread   int      `json:"thread"`
	Name     string   `json:"name"`
	State    string   `json:"state"`               // BLOCKED, WAITING …
	WaitsFor string   `json:"waits_for,omitempty"` // the monitor (BLOCKED), the object waited on (WAITING), the park blocker (parked)
	HeldBy   int      `json:"held_by"`             // the thread holding WaitsFor's monitor, -1 if none
	Holds    []string `json:"holds,omitempty"`     // monitors it holds
	Stack    []string `json:"stack,omitempty"`
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
		return fmt.Sprintf("System.exit(%d)", b.ExitCode)
	}
	return string(b.Kind)
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
func bugOf(out *vm.Outcome, events []vm.Event) *Bug {
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
		if u.Class == "java.lang.AssertionError" {
			b.Kind = KindAssertion
		}
		return b
	}
	switch out.Status {
	case vm.Deadlocked:
		b := &Bug{Kind: KindDeadlock}
		b.Threads = parseDeadlock(out.Deadlock)
		b.Cycle = deadlockCycle(b.Threads)
		return b
	case vm.Exited:
		if out.ExitCode != 0 {
			return &Bug{Kind: KindExit, ExitCode: out.ExitCode}
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

var (
	reDeadlockThread = regexp.MustCompile(`^  thread (\d+) "(.*)": (.*)$`)
	reHeldBy         = regexp.MustCompile(` held by thread (\d+) ".*"$`)
)

// parseDeadlock reads the VM's deadlock report (vm.Outcome.Deadlock): one
// entry per live thread with its state, the monitor it waits for and who
// holds it, the monitors it holds, and its stack.
func parseDeadlock(report string) []BlockedThread {
	var ts []BlockedThread
	for _, line := range strings.Split(report, "\n") {
		if m := reDeadlockThread.FindStringSubmatch(line); m != nil {
			id, _ := strconv.Atoi(m[1])
			t := BlockedThread{Thread: id, Name: m[2], HeldBy: -1}
			s := m[3]
			if h := reHeldBy.FindStringSubmatchIndex(s); h != nil {
				t.HeldBy, _ = strconv.Atoi(s[h[2]:h[3]])
				s = s[:h[0]]
			}
			if i := strings.Index(s, " on "); i >= 0 {
				t.State, t.WaitsFor = s[:i], s[i+4:]
			} else if i := strings.Index(s, " in "); i >= 0 {
				t.State, t.WaitsFor = s[:i], strings.TrimSuffix(s[i+4:], ".wait()")
			} else if i := strings.Index(s, " for "); i >= 0 { // parked, with its blocker
				t.State, t.WaitsFor = s[:i], s[i+5:]
			} else {
				t.State = s
			}
			ts = append(ts, t)
			continue
		}
		if len(ts) == 0 {
			continue
		}
		t := &ts[len(ts)-1]
		line = strings.TrimSpace(line)
		if h, ok := strings.CutPrefix(line, "holds "); ok {
			t.Holds = strings.Split(h, ", ")
		} else if f, ok := strings.CutPrefix(line, "at "); ok {
			t.Stack = append(t.Stack, f)
		}
	}
	return ts
}

// deadlockCycle finds a cycle in the waits-for graph (thread → holder of
// the monitor it is blocked on), starting from the lowest thread id on it.
func deadlockCycle(ts []BlockedThread) []int {
	next := map[int]int{}
	for _, t := range ts {
		if t.HeldBy >= 0 {
			next[t.Thread] = t.HeldBy
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
