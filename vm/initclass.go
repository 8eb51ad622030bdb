package vm

import "weft/classfile"

// Class initialization as JLS §12.4.2 describes it, for the program's
// classes initialized by its bytecode (getstatic, putstatic, new,
// invokestatic) outside nested calls: a class's state is uninitialized,
// being initialized by a thread, initialized or erroneous (classState).
// The thread that finds a class uninitialized marks it as being
// initialized by itself, initializes its superclass and superinterfaces
// (with default methods) first, then pushes a frame running its <clinit>
// (frame.init) above the frame of the op that needed it, and that op runs
// again once the initializer returned (the class is then initialized) or
// threw (erroneous: the exception, wrapped in an
// ExceptionInInitializerError unless it is an Error, leaves the op). The
// <clinit> frame is an ordinary frame: its visible operations are
// scheduling points like any other, so other threads run while it runs.
// A thread that needs a class another thread is initializing waits
// (tInitWait: not enabled, as a thread blocked on a monitor) until that
// initialization completes or fails, then runs the op again; a request
// by the initializing thread itself proceeds (step 3); an erroneous class
// throws NoClassDefFoundError. A cycle of such waits is a deadlock,
// reported with the others (deadlock.go).
//
// The waiting itself adds no scheduling point: a thread that finds a
// class uninitialized starts its initialization within the step it is
// taking. The reads and writes of the statics of a class the thread is
// initializing are not visible operations (no other thread can reach
// them before the initialization completes).
//
// The main class is initialized stepwise too, by the run, below main's
// frame, which is entered once the initialization completed
// (Thread.mainGate). The JDK's classes, and classes initialized from Go
// (a native method's reflection, a method handle, a library callback),
// are initialized atomically, nested, by initClass, as before. A native method the interpreter called (Class.forName) that
// needs a class another thread is initializing waits like an op, and its
// invoke runs again; a nested call cannot wait (a VM error).

// initPend is a class a thread marked as being initialized whose <clinit>
// has not started: it waits for its superclass and superinterfaces.
// depth is the frame count of the thread when the op that needed it ran.
type initPend struct {
	c     *Class
	depth int
}

// stepwise reports whether c is initialized stepwise (with a <clinit>
// frame) when t needs it: a program class, outside nested calls.
func stepwise(t *Thread, c *Class) bool {
	return t.atomic == 0 && !c.lib && c.prim == 0 && !c.IsArray() && c.lambda == nil
}

// initCheck is the initialization check of an op of t for c, a class
// not (yet) initialized: it returns true if the op goes on (a recursive
// request by the thread initializing c), false if the op runs again later
// (t now runs an initializer, waits for another thread's, or throws
// t.exc). The caller has saved the frame's pc and sp.
func (v *VM) initCheck(t *Thread, c *Class) (bool, error) {
	cs := v.cs(c.id)
	switch cs.state {
	case csDone:
		return true, nil
	case csBusy:
		if cs.thread == t.ID {
			if n := len(t.initPending); n > 0 && t.initPending[n-1].depth == len(t.frames) {
				// Woken from a wait for a superclass's initialization.
				return false, v.initDrive(t)
			}
			v.noteInitCycle(t, c)
			return true, nil // a recursive request (JLS 12.4.2 step 3)
		}
	case csError:
		if stepwise(t, c) {
			if cs.watch {
				v.initUse(t, c)
			}
			v.throwVM(t, "java/lang/NoClassDefFoundError", "Could not initialize class "+classfile.DottedName(c.Name))
			return false, nil
		}
	}
	if !stepwise(t, c) {
		exc, err := v.initClass(t, c)
		t.exc = exc
		return false, err
	}
	if cs.state == csBusy {
		v.initBlock(t, c)
		return false, nil
	}
	if err := v.initBegin(t, c); err != nil {
		return false, err
	}
	return false, v.initDrive(t)
}

// initBlock makes t wait for another thread's initialization of c.
func (v *VM) initBlock(t *Thread, c *Class) {
	v.noteInitWait(t, c, v.cs(c.id).thread)
	if v.initL != nil {
		v.initWatch(c)
		v.initWatchThread(t)
		v.initReport(t, KInitWait, c)
	}
	t.state = tInitWait
	t.initWait = c
	if v.current == t {
		v.current = nil
	}
}

// initBegin marks c as being initialized by t (JLS 12.4.2 step 6), makes
// its statics, and queues it until its supers are initialized.
func (v *VM) initBegin(t *Thread, c *Class) error {
	cs := v.csw(c.id)
	cs.state, cs.thread = csBusy, t.ID
	if v.initL != nil && v.multi() {
		v.initReport(t, KInitStart, c)
	}
	if err := v.initStatics(t, c); err != nil {
		return err
	}
	n := len(t.initPending)
	t.initPending = append(t.initPending[:n:n], initPend{c, len(t.frames)})
	return nil
}

// initDrive goes on with the classes t queued at its current frame count:
// the innermost first initializes its first supers not yet initialized
// (queued in turn), then its <clinit> frame is pushed (or, without one,
// it is initialized at once). It returns when a frame was pushed, t waits
// for another thread's initialization, an exception is thrown, or the
// queue at this frame count is empty (the op that needed the classes then
// runs again).
func (v *VM) initDrive(t *Thread) error {
	d := len(t.frames)
	for {
		n := len(t.initPending)
		if n == 0 || t.initPending[n-1].depth != d {
			return nil
		}
		c := t.initPending[n-1].c
		var next *Class
		for _, s := range initSupers(c) {
			st := v.cs(s.id)
			if st.state == csDone || (st.state == csBusy && st.thread == t.ID) {
				continue
			}
			if st.state == csBusy {
				v.initBlock(t, s)
				return nil
			}
			if st.state == csError || !stepwise(t, s) {
				exc, err := v.initClass(t, s)
				if err != nil {
					return err
				}
				if exc != 0 {
					v.initFailChain(t, exc)
					return nil
				}
				continue
			}
			next = s
			break
		}
		if next != nil {
			if err := v.initBegin(t, next); err != nil {
				return err
			}
			continue
		}
		t.initPending = t.initPending[:n-1]
		if ov := clinitOverrides[c.Name]; ov != nil {
			if err := ov(v, t, c); err != nil {
				return err
			}
		} else if m := c.methods["<clinit>()V"]; m != nil {
			if len(t.frames) >= v.cfg.MaxDepth {
				h, err := v.newThrowable(t, "java/lang/StackOverflowError", "")
				if err != nil {
					return err
				}
				t.initPending = append(t.initPending[:n-1:n-1], initPend{c, d})
				v.initFailChain(t, h)
				return nil
			}
			if err := v.pushFrame(t, m, nil); err != nil {
				return err
			}
			t.frames[len(t.frames)-1].init = c
			t.initFrames++
			return nil
		}
		v.csw(c.id).state = csDone
	}
}

// initSupers lists the classes c's initialization needs first (JLS
// 12.4.2 step 7): a class's superclass, then its superinterfaces that
// declare default methods; none for an interface.
func initSupers(c *Class) []*Class {
	if c.IsInterface() || c.Super == nil {
		return nil
	}
	out := []*Class{c.Super}
	for _, i := range c.Interfaces {
		if i.hasDef {
			out = append(out, i)
		}
	}
	return out
}

// initFailChain fails the classes t queued at its current frame count
// (each waited for the next, whose initialization threw exc): they are
// erroneous and exc is thrown at the op that needed them.
func (v *VM) initFailChain(t *Thread, exc Ref) {
	d := len(t.frames)
	n := len(t.initPending)
	for n > 0 && t.initPending[n-1].depth == d {
		v.csw(t.initPending[n-1].c.id).state = csError
		n--
	}
	t.initPending = t.initPending[:n]
	t.exc = exc
}

// initReturned is the normal completion of the <clinit> of c, whose frame
// t just popped: c is initialized, and the classes waiting for it go on.
func (v *VM) initReturned(t *Thread, c *Class) error {
	t.initFrames--
	v.csw(c.id).state = csDone
	v.initDone(t, c)
	return v.initDrive(t)
}

// initThrew is the abrupt completion of the <clinit> of c by exc, whose
// frame t just popped (JLS 12.4.2 steps 10-12): exc, wrapped in an
// ExceptionInInitializerError unless it is an Error, is what the op that
// needed c throws; c and the classes waiting for it are erroneous. t.exc
// is set to it.
func (v *VM) initThrew(t *Thread, c *Class, exc Ref) error {
	t.initFrames--
	t.exc = 0
	if !v.obj(exc).class.isSubclassOf(v.mustClass("java/lang/Error")) {
		w, err := v.newThrowableCause(t, "java/lang/ExceptionInInitializerError", exc)
		if err != nil {
			return err
		}
		exc = w
	}
	v.csw(c.id).state = csError
	v.initDone(t, c)
	v.initFailChain(t, exc)
	return nil
}

// Reporting the class-initialization steps to an InitListener (KInitStart,
// KInitWait, KInitUse, KInitDone). Which thread initializes a class first matters
// only when other threads can interleave with its initialization: one
// that runs within one step of a thread (no scheduling point with another
// thread enabled, no wait) commutes with the other threads' steps, as the
// rest of that step does, but for the thread that runs the initializer.
// So a class is watched (classState.watch) once another thread waits for
// it, its initializing thread waits for another class, or a scheduling
// point with another thread enabled comes while it is being initialized;
// then each other thread's first use of it is reported too: that use,
// had it come before the start, would have started the initialization
// itself.

// initReport reports a class-initialization step of t for c.
func (v *VM) initReport(t *Thread, k Kind, c *Class) {
	a := Access{Thread: t.ID, Kind: k, Obj: mirrorID(c), HasObj: true}
	if len(t.frames) > 0 {
		a.Site = t.site()
		a.User, a.Pos = t.where()
	}
	v.initL.OnInit(&a)
}

// initDone reports the end of t's initialization of c (its <clinit>
// returned or threw) when c is watched: only then are other threads'
// uses of it reported, which the end happens before.
func (v *VM) initDone(t *Thread, c *Class) {
	if v.initL != nil && v.cs(c.id).watch {
		v.initReport(t, KInitDone, c)
	}
}

// initWatch marks c as watched.
func (v *VM) initWatch(c *Class) {
	if !v.cs(c.id).watch {
		v.csw(c.id).watch = true
	}
}

// initWatchThread watches the classes t is initializing: those whose
// <clinit> runs on its stack, and those queued for their supers.
func (v *VM) initWatchThread(t *Thread) {
	if t.initFrames > 0 {
		for i := range t.frames {
			if c := t.frames[i].init; c != nil {
				v.initWatch(c)
			}
		}
	}
	for _, p := range t.initPending {
		v.initWatch(p.c)
	}
}

// initWatchPoint watches, at a scheduling point whose enabled threads are
// cs, the classes being initialized by a thread while another thread is
// enabled.
func (v *VM) initWatchPoint(cs []Choice) {
	for _, u := range v.threads {
		if u.initFrames == 0 && len(u.initPending) == 0 {
			continue
		}
		for _, c := range cs {
			if c.Thread != u.ID {
				v.initWatchThread(u)
				break
			}
		}
	}
}

// initUse reports t's first use of the watched class c, initialized or
// erroneous, unless t initialized it.
func (v *VM) initUse(t *Thread, c *Class) {
	cs := v.cs(c.id)
	if cs.thread == t.ID || cs.state == csNone || cs.state == csBusy || !v.multi() {
		return
	}
	if t.ID < 64 {
		bit := uint64(1) << t.ID
		if cs.used&bit != 0 {
			return
		}
		v.csw(c.id).used |= bit
	}
	v.initReport(t, KInitUse, c)
}

// initBusyNested is a nested initialization (initClass) of c, which
// another thread is initializing stepwise, from Go code that cannot wait
// (a nested call; a native method the interpreter called waits instead).
func (v *VM) initBusyNested(t *Thread, c *Class) error {
	holder := v.threads[v.cs(c.id).thread]
	return vmErrorf("class %s is being initialized by thread %d %q, and thread %d %q needs it inside a nested call (reflection, a method handle or a library callback), which cannot wait for it: not modelled",
		classfile.DottedName(c.Name), holder.ID, v.threadName(holder), t.ID, v.threadName(t))
}

// initStatics makes c's statics object, with its ConstantValue fields
// set, if it has none yet.
func (v *VM) initStatics(t *Thread, c *Class) error {
	if v.cs(c.id).statics != 0 {
		return nil
	}
	// The statics are named by their class, not by the thread and site
	// that happened to trigger the initialization (which would also shift
	// the numbering of the objects made there).
	h := v.allocObj(nil, c, c.nStatic, false)
	v.obj(h).id = ObjectID{Thread: staticsThread, Site: classfile.Site{Class: c.Name}, Seq: 1}
	o := v.obj(h)
	o.shared = true
	o.native = staticsMarker{}
	v.csw(c.id).statics = h
	for _, f := range c.fields {
		if f.Static && f.member.ConstantValue != 0 {
			val, err := v.constantValue(t, c, f)
			if err != nil {
				return err
			}
			o.slots[f.Slot] = val
		}
	}
	return nil
}
