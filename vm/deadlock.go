package vm

import (
	"fmt"
	"sort"
	"strings"

	"weft/classfile"
)

// Deadlock reports: when every live thread is blocked, Outcome.Blocked
// describes each live thread (its state, what it waits for, the monitors
// it holds, its stack and the program line it is at) and Outcome.Deadlock
// renders that as text.

// WaitKind says what a blocked thread waits for.
type WaitKind uint8

const (
	WaitNone      WaitKind = iota
	WaitMonitor            // to enter a monitor (BLOCKED), or to take it back after a wait
	WaitNotify             // in Object.wait, for a notify on an object
	WaitJoin               // in Thread.join, for another thread to end
	WaitPark               // in LockSupport.park, for an unpark
	WaitSleep              // in Thread.sleep
	WaitClassInit          // for another thread's initialization of a class (JLS 12.4.2)
)

func (k WaitKind) String() string {
	return [...]string{"none", "monitor", "notify", "join", "park", "sleep", "classinit"}[k]
}

// ObjectRef names an object in a report: its identity and its class. A
// class mirror (the monitor of a static synchronized method) is named by
// the class it stands for.
type ObjectRef struct {
	ID     ObjectID
	Class  string // dotted
	Mirror string // a java.lang.Class object: the dotted name of its class
}

func (r ObjectRef) String() string {
	if r.Mirror != "" {
		return "class " + r.Mirror
	}
	return r.Class + "@" + r.ID.String()
}

// Frame is one activation in a report.
type Frame struct {
	Class   string // dotted
	Method  string // name
	Pos     string // File.java:line
	Site    classfile.Site
	Library bool // a JDK class (java.*, jdk.*, sun.* …)
}

func (f Frame) String() string { return f.Class + "." + f.Method + "(" + f.Pos + ")" }

// BlockedThread is a live thread when the run deadlocked.
type BlockedThread struct {
	Thread int
	Name   string
	State  string // BLOCKED, WAITING, WAITING (parked) … (as jstack names them)
	Waits  WaitKind
	// On is what it waits for: the monitor (WaitMonitor), the object
	// waited on (WaitNotify), the Thread joined (WaitJoin), the park
	// blocker (WaitPark; nil when park was called without one; the
	// ReentrantLock itself when the blocker is its synchronizer), the
	// class's mirror (WaitClassInit).
	On    *ObjectRef
	Joins int // WaitJoin: the thread joined; else -1
	// HeldBy is the thread holding On: its monitor (WaitMonitor), or the
	// lock (WaitPark on a ReentrantLock's synchronizer, or another
	// AbstractOwnableSynchronizer's), the thread initializing the class
	// (WaitClassInit); else -1.
	HeldBy int
	// HeldByEnded: thread HeldBy has ended (it owns a
	// java.util.concurrent lock it never released), HeldByName its name.
	HeldByEnded bool
	HeldByName  string
	// Initializing lists the classes (dotted) whose initialization the
	// thread has begun and not completed, outermost first.
	Initializing []string
	// Holds lists the monitors the thread holds and the synchronizers of
	// the java.util.concurrent locks it owns.
	Holds []ObjectRef
	Stack []Frame // innermost first, without synthetic lambda frames
	// At is the innermost frame of the program (not the JDK): the user's
	// line the thread is blocked at (a call to Object.wait, Thread.join,
	// ReentrantLock.lock …, or the first line of a synchronized method it
	// is entering, whose frame tops Stack). It is the innermost frame if
	// every frame is the JDK's.
	At Frame
}

// libraryClass reports whether an internal class name is the JDK's.
func libraryClass(name string) bool {
	for _, p := range []string{"java/", "javax/", "jdk/", "sun/", "com/sun/"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

func (v *VM) objectRef(h Ref) *ObjectRef {
	o := v.obj(h)
	r := &ObjectRef{ID: o.id, Class: classfile.DottedName(o.class.Name)}
	if o.class == v.cClass {
		if c, ok := o.native.(*Class); ok {
			r.Mirror = classfile.DottedName(c.Name)
		}
	}
	return r
}

// stackOf returns t's frames, innermost first, without lambda frames.
func (v *VM) stackOf(t *Thread) []Frame {
	var fs []Frame
	for i := len(t.frames) - 1; i >= 0; i-- {
		f := &t.frames[i]
		if f.m.Class.lambda != nil || (i == 0 && t.mainGate) {
			continue // main not entered yet: its class is being initialized
		}
		pc := 0
		if f.code != nil && f.pc < len(f.code.pcs) {
			pc = int(f.code.pcs[f.pc])
		}
		fs = append(fs, Frame{Class: classfile.DottedName(f.m.Class.Name), Method: f.m.Name, Pos: f.m.sourcePos(pc),
			Site: classfile.Site{Class: f.m.Class.Name, Method: f.m.key, PC: pc}, Library: libraryClass(f.m.Class.Name)})
	}
	return fs
}

// aqsOwner returns the thread that owns h exclusively if h is a
// java.util.concurrent lock's synchronizer (an AbstractOwnableSynchronizer,
// as ReentrantLock's), else nil.
func (v *VM) aqsOwner(h Ref) *Thread {
	aos := v.classes["java/util/concurrent/locks/AbstractOwnableSynchronizer"]
	if aos == nil || h == 0 || isStatics(v.obj(h)) {
		return nil
	}
	for c := v.obj(h).class; c != nil; c = c.Super {
		if c == aos {
			return v.threadOf(v.getField(h, aos, "exclusiveOwnerThread"))
		}
	}
	return nil
}

// lockRefs maps the synchronizers of the program's ReentrantLocks to the
// locks, which reports name instead (they are allocated in the program,
// their synchronizers inside ReentrantLock's constructor).
func (v *VM) lockRefs() map[Ref]Ref {
	rl := v.classes["java/util/concurrent/locks/ReentrantLock"]
	if rl == nil {
		return nil
	}
	f := rl.findField("sync")
	if f == nil || f.Static {
		return nil
	}
	m := map[Ref]Ref{}
	for h := 1; h < v.nobj; h++ {
		o := v.obj(Ref(h))
		if o == nil || isStatics(o) || o.class.IsArray() {
			continue
		}
		for c := o.class; c != nil; c = c.Super {
			if c == rl {
				if s := o.slots[f.Slot]; s != 0 {
					m[s] = Ref(h)
				}
				break
			}
		}
	}
	return m
}

// LiveThreads describes every live thread at the current scheduling
// point as a deadlock's Outcome.Blocked does: its state, what it waits
// for and who holds that, where it is in the program (weft replay says
// so of a thread a trace chooses where it cannot run).
func (v *VM) LiveThreads() []BlockedThread { return v.blockedThreads() }

// blockedThreads describes every live thread.
func (v *VM) blockedThreads() []BlockedThread {
	locks := v.lockRefs()
	lockRef := func(h Ref) *ObjectRef {
		if l, ok := locks[h]; ok {
			return v.objectRef(l)
		}
		return v.objectRef(h)
	}
	held := map[int][]ObjectRef{}
	for h := 1; h < v.nobj; h++ {
		o := v.obj(Ref(h))
		if o == nil {
			continue
		}
		if o.mon != nil && o.mon.owner != 0 {
			held[o.mon.owner-1] = append(held[o.mon.owner-1], *v.objectRef(Ref(h)))
		}
		// A ReentrantLock (or another AQS lock) is held by its
		// synchronizer's exclusive owner.
		if t := v.aqsOwner(Ref(h)); t != nil {
			held[t.ID] = append(held[t.ID], *lockRef(Ref(h)))
		}
	}
	var bs []BlockedThread
	for _, t := range v.threads {
		if !t.live() {
			continue
		}
		b := BlockedThread{Thread: t.ID, Name: v.threadName(t), State: stateNames[t.state], Joins: -1, HeldBy: -1,
			Holds: held[t.ID], Stack: v.stackOf(t)}
		if t.state == tBlocked && t.entryOf != nil {
			// Blocked entering a synchronized method: that method is the
			// frame that waits, at its first line (as jstack shows it,
			// "waiting to lock"), above the caller (perhaps the JDK's, as
			// Thread.dispatchUncaughtException calling a handler's
			// uncaughtException).
			m := t.entryOf
			b.Stack = append([]Frame{{Class: classfile.DottedName(m.Class.Name), Method: m.Name, Pos: m.sourcePos(0),
				Site: classfile.Site{Class: m.Class.Name, Method: m.key, PC: 0}, Library: libraryClass(m.Class.Name)}}, b.Stack...)
		}
		sort.Slice(b.Holds, func(i, j int) bool { return b.Holds[i].String() < b.Holds[j].String() })
		switch t.state {
		case tBlocked, tReacquire:
			b.Waits = WaitMonitor
			b.On = v.objectRef(t.monObj)
			if o := v.obj(t.monObj); o.mon != nil && o.mon.owner != 0 {
				b.HeldBy = o.mon.owner - 1
			}
		case tWaiting:
			b.Waits = WaitNotify
			b.On = v.objectRef(t.monObj)
			// Thread.join waits on the joined Thread object.
			if j := v.threadOf(t.monObj); j != nil && len(b.Stack) > 0 && b.Stack[0].Class == "java.lang.Thread" && b.Stack[0].Method == "join" {
				b.Waits = WaitJoin
				b.Joins = j.ID
			}
		case tParked:
			b.Waits = WaitPark
			if t.obj != 0 {
				if pb := v.getField(t.obj, v.cThread, "parkBlocker"); pb != 0 {
					b.On = lockRef(pb)
					if o := v.aqsOwner(pb); o != nil && o != t {
						b.HeldBy = o.ID
					}
				}
			}
		case tSleeping:
			b.Waits = WaitSleep
		case tInitWait:
			c := t.initWait
			b.Waits = WaitClassInit
			b.On = &ObjectRef{ID: mirrorID(c), Class: "java.lang.Class", Mirror: classfile.DottedName(c.Name)}
			if cs := v.cs(c.id); cs.state == csBusy {
				b.HeldBy = cs.thread
			}
		}
		if b.HeldBy >= 0 && b.HeldBy < len(v.threads) && !v.threads[b.HeldBy].live() {
			b.HeldByEnded, b.HeldByName = true, v.threadName(v.threads[b.HeldBy])
		}
		b.Initializing = v.initializing(t)
		if len(b.Stack) > 0 {
			b.At = b.Stack[0]
			for _, f := range b.Stack {
				if !f.Library {
					b.At = f
					break
				}
			}
		}
		bs = append(bs, b)
	}
	return bs
}

// deadlockText renders blocked threads as weft run prints them.
func (v *VM) deadlockText(bs []BlockedThread) string {
	name := func(id int) string { return v.threadName(v.threads[id]) }
	var b strings.Builder
	b.WriteString("deadlock: every live thread is blocked\n")
	for _, t := range bs {
		fmt.Fprintf(&b, "  thread %d %q: %s", t.Thread, t.Name, t.State)
		switch t.Waits {
		case WaitMonitor:
			fmt.Fprintf(&b, " on %s", t.On)
			if t.HeldBy >= 0 {
				fmt.Fprintf(&b, " held by thread %d %q", t.HeldBy, name(t.HeldBy))
			}
		case WaitNotify:
			fmt.Fprintf(&b, " in %s.wait()", t.On)
		case WaitJoin:
			fmt.Fprintf(&b, " in join() of thread %d %q", t.Joins, name(t.Joins))
		case WaitClassInit:
			fmt.Fprintf(&b, " for %s's initialization", t.On)
			if t.HeldBy >= 0 {
				fmt.Fprintf(&b, " by thread %d %q", t.HeldBy, name(t.HeldBy))
			}
		case WaitPark:
			if t.On != nil {
				fmt.Fprintf(&b, " for %s", t.On)
				if t.HeldBy >= 0 {
					fmt.Fprintf(&b, " held by thread %d %q", t.HeldBy, name(t.HeldBy))
					if t.HeldByEnded {
						b.WriteString(" (which has ended without releasing it)")
					}
				}
			}
		}
		if t.At.Pos != "" {
			fmt.Fprintf(&b, " at %s in %s.%s", t.At.Pos, t.At.Class, t.At.Method)
		}
		b.WriteString("\n")
		if len(t.Initializing) > 0 {
			fmt.Fprintf(&b, "    initializing class %s\n", strings.Join(t.Initializing, ", class "))
		}
		if len(t.Holds) > 0 {
			hs := make([]string, len(t.Holds))
			for i, h := range t.Holds {
				hs[i] = h.String()
			}
			fmt.Fprintf(&b, "    holds %s\n", strings.Join(hs, ", "))
		}
		for _, f := range t.Stack {
			fmt.Fprintf(&b, "    at %s\n", f)
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

// initializing lists the classes t is initializing (dotted), outermost
// first: those whose <clinit> frame is on its stack, then those queued
// for their supers.
func (v *VM) initializing(t *Thread) []string {
	var out []string
	for i := range t.frames {
		if c := t.frames[i].init; c != nil {
			out = append(out, classfile.DottedName(c.Name))
		}
	}
	for _, p := range t.initPending {
		out = append(out, classfile.DottedName(p.c.Name))
	}
	return out
}
