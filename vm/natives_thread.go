package vm

import (
	"sort"

	"weft/classfile"
)

// Threads, monitors, wait/notify, park/unpark and the Unsafe atomics.
// Blocking natives use t.inWait: the first call blocks the thread and
// leaves the invoke to be re-executed; the re-execution, once the thread
// is woken, completes the call (or throws InterruptedException), so the
// exception is raised at the invoke's pc as in HotSpot.

func (v *VM) threadOf(h Ref) *Thread {
	if h == 0 {
		return nil
	}
	id, ok := v.obj(h).native.(int)
	if !ok || id < 0 || id >= len(v.threads) || v.threads[id].obj != h {
		return nil
	}
	return v.threads[id]
}

func (v *VM) interruptedFlag(t *Thread) bool {
	return v.getField(t.obj, v.cThread, "interrupted") != 0
}

func (v *VM) clearInterrupt(t *Thread) {
	v.setField(t.obj, v.cThread, "interrupted", 0)
}

func (v *VM) notify(t *Thread, h Ref, all bool) (uint64, error) {
	if !v.owns(t, h) {
		return 0, v.throwNew(t, "java/lang/IllegalMonitorStateException", "current thread is not owner")
	}
	k := KNotify
	if all {
		k = KNotifyAll
	}
	acc := Access{Kind: k, Obj: v.obj(h).id, HasObj: true}
	if v.multi() && v.point(t, acc) {
		return 0, errBlocked
	}
	if !all && v.cfg.NotifyChoice && t.atomic == 0 {
		if w, paused := v.chooseWaiter(t, h); paused {
			return 0, errBlocked
		} else if w != nil {
			w.state = tReacquire
			w.timed = false
			v.emit(t, acc, 0)
			return 0, nil
		}
	}
	if n := v.wakeWaiters(h, all); !all && n > 1 {
		v.noteNotifyPick(t, h, n)
	}
	v.emit(t, acc, 0)
	return 0, nil
}

// chooseWaiter asks the scheduler which of the threads waiting on h a
// notify by t wakes (Point.Wake); nil if fewer than two wait. If the
// scheduler pauses, t re-executes the notify when continued and is asked
// again (its own scheduling point is not repeated).
func (v *VM) chooseWaiter(t *Thread, h Ref) (w *Thread, paused bool) {
	var ws []*Thread
	for _, u := range v.threads {
		if u.state == tWaiting && u.monObj == h {
			ws = append(ws, u)
		}
	}
	if len(ws) < 2 {
		return nil, false
	}
	sort.Slice(ws, func(i, j int) bool { return ws[i].waitSeq < ws[j].waitSeq })
	p := &Point{Current: t.ID, Wake: true, N: v.points + 1}
	for _, u := range ws {
		a := Access{Thread: u.ID, Kind: KWakeup, Obj: v.obj(h).id, HasObj: true, Site: u.site()}
		a.User, a.Pos = u.where()
		p.Enabled = append(p.Enabled, Choice{Thread: u.ID, Next: a})
	}
	v.points++
	i := v.sched.Choose(p)
	if i == Pause {
		v.points--
		v.paused = true
		v.current = t
		t.granted = true
		return nil, true
	}
	if i < 0 || i >= len(ws) {
		i = 0
	}
	return ws[i], false
}

func (v *VM) wait(t *Thread, h Ref, ms int64) (uint64, error) {
	if t.inWait {
		t.inWait = false
		if v.interruptedFlag(t) {
			v.clearInterrupt(t)
			return 0, v.throwNew(t, "java/lang/InterruptedException", "")
		}
		return 0, nil
	}
	if ms < 0 {
		return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "timeout value is negative")
	}
	if !v.owns(t, h) {
		return 0, v.throwNew(t, "java/lang/IllegalMonitorStateException", "current thread is not owner")
	}
	if v.interruptedFlag(t) {
		v.clearInterrupt(t)
		return 0, v.throwNew(t, "java/lang/InterruptedException", "")
	}
	acc := Access{Kind: KWait, Obj: v.obj(h).id, HasObj: true}
	if v.multi() && v.point(t, acc) {
		return 0, errBlocked
	}
	if t.atomic > 0 {
		return 0, vmErrorf("Object.wait inside a nested call (class initialization or library callback) at %s", t.site())
	}
	o := v.mut(h)
	t.waitCount = o.mon.count
	o.mon.owner, o.mon.count = 0, 0
	t.state = tWaiting
	t.monObj = h
	v.waitSeq++
	t.waitSeq = v.waitSeq
	if ms > 0 {
		t.timed = true
		t.deadline = v.clock + ms*1_000_000
	}
	t.inWait = true
	v.emit(t, acc, uint64(ms))
	if ms > 0 {
		v.clockRead(t, true)
	}
	v.current = nil
	return 0, errBlocked
}

func init() {
	reg("java/lang/Thread.currentThread()Ljava/lang/Thread;", func(v *VM, t *Thread, a []uint64) (uint64, error) { return t.obj, nil })
	yield := func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if v.multi() && !v.syncYield(t) {
			t.yielding = true
			return 0, errYield
		}
		return 0, nil
	}
	reg("java/lang/Thread.yield()V", yield)
	// A spin-wait hint is a yield: the spinning thread gives way, as a
	// busy processor's other threads would run (the JDK's own spins in
	// AbstractQueuedSynchronizer, Exchanger, Phaser call it).
	reg("java/lang/Thread.onSpinWait()V", yield)
	reg("java/lang/Thread.sleep(J)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if t.inWait {
			t.inWait = false
			if v.interruptedFlag(t) {
				v.clearInterrupt(t)
				return 0, v.throwNew(t, "java/lang/InterruptedException", "sleep interrupted")
			}
			return 0, nil
		}
		ms := int64(a[0])
		if ms < 0 {
			return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "timeout value is negative")
		}
		if v.interruptedFlag(t) {
			v.clearInterrupt(t)
			return 0, v.throwNew(t, "java/lang/InterruptedException", "sleep interrupted")
		}
		if t.atomic > 0 {
			v.clock += ms * 1_000_000
			return 0, nil
		}
		t.state = tSleeping
		t.timed = true
		t.deadline = v.clock + ms*1_000_000
		t.inWait = true
		v.emit(t, Access{Kind: KSleep}, 0)
		v.clockRead(t, true)
		v.current = nil
		return 0, errBlocked
	})
	reg("java/lang/Thread.isAlive()Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if v.lifeCheck(t, a[0], false) {
			return 0, errBlocked
		}
		th := v.threadOf(a[0])
		return boolSlot(th != nil && th.live()), nil
	})
	reg("java/lang/Thread.holdsLock(Ljava/lang/Object;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[0] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		return boolSlot(v.owns(t, a[0])), nil
	})
	reg("java/lang/Thread.interrupt0()V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if th := v.threadOf(a[0]); th != nil {
			switch th.state {
			case tWaiting:
				th.state = tReacquire
				th.timed = false
			case tSleeping, tParked:
				th.state = tRunnable
				th.timed = false
			}
		}
		return 0, nil
	})
	reg("java/lang/Thread.start()V", threadStart)
	reg("java/lang/Thread.<init>(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;JLjava/security/AccessControlContext;Z)V", threadInit)

	// Thread.getAllStackTraces: the live threads, then their stacks (also
	// Thread.getStackTrace of another thread, which runs as Java code).
	// Unlike isAlive, getThreads is not a scheduling point: a strategy does
	// not reorder it against thread starts and ends.
	reg("java/lang/Thread.getThreads()[Ljava/lang/Thread;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c, err := v.arrayOf(v.cThread)
		if err != nil {
			return 0, err
		}
		var live []Ref
		for _, th := range v.threads {
			if th.live() {
				live = append(live, th.obj)
			}
		}
		arr := v.newArray(t, c, len(live))
		copy(v.mut(arr).slots, live)
		return arr, nil
	})
	reg("java/lang/Thread.dumpThreads([Ljava/lang/Thread;)[[Ljava/lang/StackTraceElement;", dumpThreads)

	// A ThreadGroup's threads: the VM starts threads without the JDK's
	// ThreadGroup.add (and ends them without threadTerminated), so the
	// group's own count stays 0; activeCount and enumerate count the live
	// threads whose group is the group or one of its subgroups, as the
	// JDK's do (a group's own threads in start order, then each
	// subgroup's). Like getThreads, neither is a scheduling point.
	tgc := "java/lang/ThreadGroup."
	reg(tgc+"activeCount()I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return uint64(len(v.groupThreads(a[0], true))), nil
	})
	reg(tgc+"enumerate([Ljava/lang/Thread;IZ)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		list, n := a[1], int(int32(a[2]))
		if list == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		for _, h := range v.groupThreads(a[0], a[3] != 0) {
			if n >= len(v.obj(list).slots) {
				break
			}
			v.mut(list).slots[n] = h
			n++
		}
		return uint64(n), nil
	})

	// Unsafe.
	u := "jdk/internal/misc/Unsafe."
	reg(u+"arrayBaseOffset0(Ljava/lang/Class;)I", retConst(0))
	reg(u+"arrayIndexScale0(Ljava/lang/Class;)I", retConst(1))
	reg(u+"addressSize0()I", retConst(8))
	reg(u+"pageSize()I", retConst(4096))
	reg(u+"isBigEndian0()Z", retConst(0))
	reg(u+"unalignedAccess0()Z", retConst(0))
	reg(u+"fullFence()V", noop)
	reg(u+"loadFence()V", noop)
	reg(u+"storeFence()V", noop)
	reg(u+"ensureClassInitialized0(Ljava/lang/Class;)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		exc, err := v.initClass(t, v.classOf(a[1]))
		if err != nil {
			return 0, err
		}
		if exc != 0 {
			return 0, &javaThrow{exc}
		}
		return 0, nil
	})
	reg(u+"shouldBeInitialized0(Ljava/lang/Class;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return boolSlot(v.cs(v.classOf(a[1]).id).state != csDone), nil
	})
	reg(u+"objectFieldOffset1(Ljava/lang/Class;Ljava/lang/String;)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[1])
		f := c.findField(v.goString(a[2]))
		if f == nil || f.Static {
			return 0, v.throwNew(t, "java/lang/InternalError", v.goString(a[2]))
		}
		return uint64(f.Slot), nil
	})
	reg(u+"allocateInstance(Ljava/lang/Class;)Ljava/lang/Object;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[1])
		if exc, err := v.initClass(t, c); err != nil || exc != 0 {
			if exc != 0 {
				return 0, &javaThrow{exc}
			}
			return 0, err
		}
		return v.newObject(t, c), nil
	})
	reg(u+"throwException(Ljava/lang/Throwable;)V", func(v *VM, t *Thread, a []uint64) (uint64, error) { return 0, &javaThrow{a[1]} })
	for _, ty := range []string{"Int", "Long", "Reference", "Boolean", "Byte", "Short", "Char", "Float", "Double"} {
		d := map[string]string{"Int": "I", "Long": "J", "Reference": "Ljava/lang/Object;", "Boolean": "Z", "Byte": "B", "Short": "S", "Char": "C", "Float": "F", "Double": "D"}[ty]
		for _, vol := range []string{"", "Volatile"} {
			reg(u+"get"+ty+vol+"(Ljava/lang/Object;J)"+d, unsafeGet(vol != "", d))
			reg(u+"put"+ty+vol+"(Ljava/lang/Object;J"+d+")V", unsafePut(vol != "", d))
		}
	}
	for _, ty := range []string{"Int", "Long", "Reference"} {
		d := map[string]string{"Int": "I", "Long": "J", "Reference": "Ljava/lang/Object;"}[ty]
		reg(u+"compareAndSet"+ty+"(Ljava/lang/Object;J"+d+d+")Z", unsafeCAS(d, false))
		reg(u+"compareAndExchange"+ty+"(Ljava/lang/Object;J"+d+d+")"+d, unsafeCAS(d, true))
	}
	reg(u+"park(ZJ)V", unsafePark)
	reg(u+"unpark(Ljava/lang/Object;)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[1] == 0 {
			return 0, nil
		}
		acc := Access{Kind: KUnpark, Obj: v.obj(a[1]).id, HasObj: true}
		if v.multi() && v.point(t, acc) {
			return 0, errBlocked
		}
		th := v.threadOf(a[1])
		if th == nil {
			// A thread not yet started: no effect, as in HotSpot, but
			// still an operation on its permit, which the start makes
			// live (an unpark just before the start is lost, one just
			// after it is not: UnparkStart).
			v.emit(t, acc, 0)
			return 0, nil
		}
		var released uint64 // the event's value: 1 if it wakes a parked thread
		if th.state == tParked {
			th.state = tRunnable
			th.timed = false
			released = 1
		} else {
			th.permit = true
		}
		v.emit(t, acc, released)
		return 0, nil
	})
}

func unsafeSlot(v *VM, t *Thread, h Ref, off uint64) (*Object, int, error) {
	if h == 0 {
		return nil, 0, v.throwNew(t, "java/lang/NullPointerException", "")
	}
	o := v.obj(h)
	if off >= uint64(len(o.slots)) {
		return nil, 0, vmErrorf("Unsafe access at offset %d outside %s", off, o.class.Name)
	}
	return o, int(off), nil
}

func unsafeGet(vol bool, d string) nativeFn {
	return func(v *VM, t *Thread, a []uint64) (uint64, error) {
		o, i, err := unsafeSlot(v, t, a[1], a[2])
		if err != nil {
			return 0, err
		}
		val := o.slots[i]
		w := byteArrayWidth(o, d)
		if w > 1 {
			if val, err = unsafeBytesGet(o, i, w, d); err != nil {
				return 0, err
			}
		}
		if o.shared && v.multi() {
			acc := unsafeAccess(o, i, w, false, vol)
			if v.point(t, acc) {
				return 0, errBlocked
			}
			v.emit(t, acc, val)
		} else if vol && o.shared && v.syncVisible() {
			v.emit(t, unsafeAccess(o, i, w, false, true), val)
		}
		return val, nil
	}
}

// byteArrayWidth is the number of bytes an Unsafe access of type d reads
// or writes when o is a byte[] and d is wider than a byte, else 0. The
// VM's array offsets are element indices (arrayBaseOffset 0, index scale
// 1), so on a byte[] an offset is a byte offset, and a getInt, getLong,
// putLong … there (CRC32C's slicing-by-8, a heap ByteBuffer's getLong and
// putInt through ScopedMemoryAccess) spans that many elements, little
// endian as isBigEndian0 says; before, it read or wrote the one element
// at the offset. As a byte-array view VarHandle's (viewAccess), the
// access is an event on its first element whose Width is w
// (unsafeAccess).
func byteArrayWidth(o *Object, d string) int {
	if o.class.elemDesc != 'B' {
		return 0
	}
	switch d {
	case "S", "C":
		return 2
	case "I", "F":
		return 4
	case "J", "D":
		return 8
	}
	return 0
}

// unsafeBytesGet reads w bytes of the byte[] o from i, little endian, as
// a value of type d.
func unsafeBytesGet(o *Object, i, w int, d string) (uint64, error) {
	if i+w > len(o.slots) {
		return 0, vmErrorf("Unsafe access of %d bytes at offset %d outside %s of length %d", w, i, o.class.Name, len(o.slots))
	}
	var x uint64
	for k := 0; k < w; k++ {
		x |= uint64(byte(o.slots[i+k])) << (8 * k)
	}
	if d == "S" {
		x = uint64(uint32(int32(int16(x))))
	}
	return x, nil
}

func unsafePut(vol bool, d string) nativeFn {
	return func(v *VM, t *Thread, a []uint64) (uint64, error) {
		o, i, err := unsafeSlot(v, t, a[1], a[2])
		if err != nil {
			return 0, err
		}
		val := a[4]
		switch d {
		case "Z":
			val &= 1
		case "B":
			val = uint64(uint32(int32(int8(val))))
		case "S":
			val = uint64(uint32(int32(int16(val))))
		case "C":
			val = uint64(uint16(val))
		}
		w := byteArrayWidth(o, d)
		if w > 1 && i+w > len(o.slots) {
			return 0, vmErrorf("Unsafe access of %d bytes at offset %d outside %s of length %d", w, i, o.class.Name, len(o.slots))
		}
		if o.shared && v.multi() {
			acc := unsafeAccess(o, i, w, true, vol)
			if v.point(t, acc) {
				return 0, errBlocked
			}
			v.emit(t, acc, val)
		} else if vol && o.shared && v.syncVisible() {
			v.emit(t, unsafeAccess(o, i, w, true, true), val)
		}
		if w > 1 {
			m := v.mut(a[1])
			for k := 0; k < w; k++ {
				m.slots[i+k] = uint64(uint32(int32(int8(byte(val >> (8 * k))))))
			}
			return 0, nil
		}
		v.mut(a[1]).slots[i] = val
		if o.shared && d[0] == 'L' && val != 0 {
			v.markShared(val)
		}
		return 0, nil
	}
}

// unsafeAccess is the access of an Unsafe get (write false) or put at
// slot i of o: on an array an element read or write at index i, as an
// xaload or xastore of that element is, so that strategies key both
// alike (before, an Unsafe access of an array element was a read or
// write of the array's field "", which dpor did not order with a plain
// load or store of the element); a wide access of a byte[] (w bytes:
// byteArrayWidth) is an access of its first element with Width w, as a
// byte-array view VarHandle's is. On an object it reads or writes the
// field at slot i.
func unsafeAccess(o *Object, i, w int, write, vol bool) Access {
	if o.class.IsArray() {
		k := KArrayRead
		if write {
			k = KArrayWrite
		}
		a := Access{Kind: k, Obj: o.id, HasObj: true, Index: i, Volatile: vol}
		if w > 1 {
			a.Width = uint8(w)
		}
		return a
	}
	if write {
		return Access{Kind: KWrite, Obj: o.id, HasObj: true, Index: i, Volatile: vol, Field: unsafeFieldName(o, i)}
	}
	return Access{Kind: KRead, Obj: o.id, HasObj: true, Index: i, Volatile: vol, Field: unsafeFieldName(o, i)}
}

func unsafeFieldName(o *Object, slot int) string {
	if o.class.IsArray() {
		return ""
	}
	for k := o.class; k != nil; k = k.Super {
		for _, f := range k.fields {
			if !f.Static && f.Slot == slot {
				return k.Name + "." + f.Name
			}
		}
	}
	return ""
}

func unsafeCAS(d string, exchange bool) nativeFn {
	return func(v *VM, t *Thread, a []uint64) (uint64, error) {
		o, i, err := unsafeSlot(v, t, a[1], a[2])
		if err != nil {
			return 0, err
		}
		var expect, update uint64
		if d == "J" {
			expect, update = a[4], a[6]
		} else {
			expect, update = a[4], a[5]
		}
		acc := Access{Kind: KCAS, Obj: o.id, HasObj: true, Index: i, Volatile: true, Field: unsafeFieldName(o, i)}
		if o.shared && v.multi() && v.point(t, acc) {
			return 0, errBlocked
		}
		old := o.slots[i]
		if d == "I" {
			old &= 0xffffffff
			expect &= 0xffffffff
		}
		ok := old == expect
		if ok {
			v.mut(a[1]).slots[i] = update
			if o.shared && d[0] == 'L' && update != 0 {
				v.markShared(update)
			}
		}
		if o.shared && v.syncVisible() {
			v.emit(t, acc, update)
		}
		if exchange {
			return old, nil
		}
		return boolSlot(ok), nil
	}
}

// The bits of a KPark event's value (Event.Value).
const (
	ParkReturns = 1 // the park returned at once
	ParkTimed   = 2 // the park has a deadline
)

func unsafePark(v *VM, t *Thread, a []uint64) (uint64, error) {
	if t.inWait {
		t.inWait = false
		return 0, nil
	}
	abs, tm := a[1] != 0, int64(a[2])
	acc := Access{Kind: KPark, Obj: v.obj(t.obj).id, HasObj: true}
	if v.multi() && v.point(t, acc) {
		return 0, errBlocked
	}
	// The event's value: ParkReturns if the park returns at once (the
	// permit, an interrupt, a deadline passed), else it blocks until an
	// unpark (whose value is 1), an interrupt or its deadline; ParkTimed
	// if it has a deadline.
	var val uint64
	now := t.permit || v.interruptedFlag(t) || (abs && tm <= epochMillis+v.clock/1e6) || (!abs && tm < 0)
	if now {
		val |= ParkReturns
	}
	if abs || tm > 0 {
		val |= ParkTimed
	}
	v.emit(t, acc, val)
	if t.permit {
		t.permit = false
		return 0, nil
	}
	if now {
		return 0, nil
	}
	if t.atomic > 0 {
		return 0, vmErrorf("LockSupport.park inside a nested call at %s", t.site())
	}
	t.state = tParked
	if abs {
		t.timed = true
		t.deadline = (tm - epochMillis) * 1_000_000
	} else if tm > 0 {
		t.timed = true
		t.deadline = v.clock + tm
	}
	if t.timed {
		v.clockRead(t, true)
	}
	t.inWait = true
	v.current = nil
	return 0, errBlocked
}

// threadInit models Thread's private constructor (JDK 17): name, group,
// target, priority and daemon status inherited from the creating thread.
func threadInit(v *VM, t *Thread, a []uint64) (uint64, error) {
	h, group, target, name := a[0], a[1], a[2], a[3]
	if name == 0 {
		return 0, v.throwNew(t, "java/lang/NullPointerException", "name cannot be null")
	}
	ct := v.cThread
	parent := t.obj
	if group == 0 {
		group = v.getField(parent, ct, "group")
	}
	v.setField(h, ct, "name", name)
	v.setField(h, ct, "group", group)
	v.setField(h, ct, "target", target)
	v.setField(h, ct, "daemon", v.getField(parent, ct, "daemon"))
	v.setField(h, ct, "priority", v.getField(parent, ct, "priority"))
	v.nextTID++
	v.setField(h, ct, "tid", uint64(v.nextTID))
	v.setField(h, ct, "blockerLock", v.newObject(t, v.cObject))
	v.mut(h).native = -1
	if inherit := a[7]; inherit != 0 {
		if m := v.getField(parent, ct, "inheritableThreadLocals"); m != 0 {
			tl := v.mustClass("java/lang/ThreadLocal")
			cm := tl.methods["createInheritedMap(Ljava/lang/ThreadLocal$ThreadLocalMap;)Ljava/lang/ThreadLocal$ThreadLocalMap;"]
			r, exc, err := v.callNested(t, cm, []uint64{m})
			if err != nil {
				return 0, err
			}
			if exc != 0 {
				return 0, &javaThrow{exc}
			}
			v.setField(h, ct, "inheritableThreadLocals", r)
		}
	}
	return 0, nil
}

// lifeCheck makes a look at thread h's life (Thread.isAlive, getState) a
// visible operation: a scheduling point and a KJoin event on h, which
// depend on h's start (KStart) and end. state says the look is a
// getState, which sees h blocked too: its access's Index is LookState.
// It returns true when the thread must wait for the scheduler (the
// native returns errBlocked).
func (v *VM) lifeCheck(t *Thread, h Ref, state bool) bool {
	o := v.obj(h)
	acc := Access{Kind: KJoin, Obj: o.id, HasObj: true}
	if state {
		acc.Index = LookState
	}
	if v.multi() {
		if v.point(t, acc) {
			return true
		}
		v.emit(t, acc, 0)
	} else if v.syncVisible() {
		// Alone: the thread has ended (a join's edge) or not begun.
		v.emit(t, acc, 0)
	}
	return false
}

// LookState is the Index of the KJoin access of a Thread.getState (an
// isAlive's, Thread.join's are 0): a look at the thread's state, which
// its blocking changes too (explore's dpor orders it with them).
const LookState = 1

// threadStart models Thread.start: a new Java thread whose first frame is
// run(); it becomes enabled at the scheduling point after the start.
func threadStart(v *VM, t *Thread, a []uint64) (uint64, error) {
	h := a[0]
	ct := v.cThread
	acc := Access{Kind: KStart, Obj: v.obj(h).id, HasObj: true}
	if v.multi() && v.point(t, acc) {
		return 0, errBlocked
	}
	if v.getField(h, ct, "threadStatus") != 0 || v.threadOf(h) != nil {
		return 0, v.throwNew(t, "java/lang/IllegalThreadStateException", "")
	}
	run := v.obj(h).class.virtual("run()V")
	if run == nil {
		return 0, vmErrorf("%s has no run()V", v.obj(h).class.Name)
	}
	nt := v.newThread()
	*nt = Thread{ID: len(v.threads), obj: h, stack: v.slab(1024), frames: v.frameStack(8), daemon: v.getField(h, ct, "daemon") != 0, key: v.childKey(t)}
	if err := v.spawn(nt, run, []uint64{h}); err != nil {
		return 0, err
	}
	v.emit(t, acc, 0)
	return 0, errYield
}

// spawn makes thread nt, whose Thread object is nt.obj, live with m(args)
// as its first frame: it begins (KThreadBegin) when first chosen.
func (v *VM) spawn(nt *Thread, m *Method, args []uint64) error {
	h := nt.obj
	nt.pending = Access{Thread: nt.ID, Kind: KThreadBegin, Obj: v.obj(h).id, HasObj: true, Site: classfile.Site{Class: m.Class.Name, Method: m.key}}
	v.mut(h).native = nt.ID
	v.setField(h, v.cThread, "threadStatus", 5)
	v.markShared(h)
	if err := v.pushFrame(nt, m, args); err != nil {
		return err
	}
	v.threads = append(v.threads, nt)
	v.live++
	return nil
}

// dumpThreads returns the stack of each thread of the array, innermost
// frame first, as Thread.dumpThreads does: null for a thread that is not
// alive; the calling thread's stack starts with dumpThreads itself.
func dumpThreads(v *VM, t *Thread, a []uint64) (uint64, error) {
	if a[0] == 0 {
		return 0, v.throwNew(t, "java/lang/NullPointerException", "")
	}
	arrs, err := v.arrayClass("[[Ljava/lang/StackTraceElement;")
	if err != nil {
		return 0, err
	}
	n := len(v.obj(a[0]).slots)
	res := v.newArray(t, arrs, n)
	for i := 0; i < n; i++ {
		h := v.obj(a[0]).slots[i]
		if h == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		th := v.threadOf(h)
		if th == nil || !th.live() {
			continue
		}
		bt := v.backtrace(th, 0)
		if th == t {
			self := v.cThread.methods["dumpThreads([Ljava/lang/Thread;)[[Ljava/lang/StackTraceElement;"]
			bt = append([]stackElem{{m: self}}, bt...)
		}
		st, err := v.stackTraceElements(t, bt)
		if err != nil {
			return 0, err
		}
		v.mut(res).slots[i] = st
	}
	return res, nil
}

// groupThreads returns the live threads of group g, and of its subgroups
// when recurse is set: g's own in start order, then each subgroup's in
// the order the group holds them.
func (v *VM) groupThreads(g Ref, recurse bool) []Ref {
	ct := v.cThread
	tg := v.mustClass("java/lang/ThreadGroup")
	var res []Ref
	for _, th := range v.threads {
		if th.live() && th.obj != 0 && v.getField(th.obj, ct, "group") == g {
			res = append(res, th.obj)
		}
	}
	if !recurse {
		return res
	}
	groups := v.getField(g, tg, "groups")
	ng := int(int32(v.getField(g, tg, "ngroups")))
	for i := 0; groups != 0 && i < ng && i < len(v.obj(groups).slots); i++ {
		if sub := v.obj(groups).slots[i]; sub != 0 {
			res = append(res, v.groupThreads(sub, true)...)
		}
	}
	return res
}
