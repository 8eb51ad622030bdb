package static

import "strings"

// The clock as a shared variable. A thread that reads the clock
// (System.nanoTime, currentTimeMillis, Instant.now, ClockRead) sees whether time
// passed since its last read, and time passes when a timed wait of
// another thread (Thread.sleep, Object.wait(ms), a poll(t, unit)...)
// times out before its wakeup: with time a scheduling choice (weft
// explore --time free) a thread may be arbitrarily slow, and a step
// timed with two reads may take as long as another thread's sleep. The
// analysis makes each clock read a read of the pseudo-variable <clock>
// (ClockVar, a static: one clock for all threads) and each timed wait
// a write of it, so that the pair "time passes → the clock read" is a
// concurrent access pair like any other (package mhp, vsched's goals).

// ClockVar is the field name of the clock's pseudo-variable.
const ClockVar = "<clock>"

// ClockRead reports whether a call of JDK method j reads the clock. On
// weft's VM every such call reads it at one of three natives (each a read
// of the virtual clock, a scheduling point with --time free):
// System.nanoTime; System.currentTimeMillis, which a system Clock's millis,
// new Date() and a new Calendar's time read; and
// VM.getNanoTimeAdjustment, which Instant.now, a system Clock's instant and
// so the java.time types' now() and now(ZoneId) read. The calls here are
// the program's ways to them: now(Clock) and a Clock.fixed read no clock.
func ClockRead(j JDKMethod) bool {
	cls, name, desc := j.Class.Name, j.Method.Name, j.Method.Desc
	switch {
	case cls == "java/lang/System":
		return name == "nanoTime" || name == "currentTimeMillis"
	case cls == "java/time/Clock" || strings.HasPrefix(cls, "java/time/Clock$") && cls != "java/time/Clock$FixedClock":
		return name == "millis" && desc == "()J" || name == "instant" && desc == "()Ljava/time/Instant;"
	case clockNow[cls]:
		return name == "now" && !strings.HasPrefix(desc, "(Ljava/time/Clock;)")
	case cls == "java/util/Date":
		return name == "<init>" && desc == "()V"
	case cls == "java/util/Calendar":
		return name == "getInstance"
	case cls == "java/util/GregorianCalendar":
		return name == "<init>" && (desc == "()V" || desc == "(Ljava/util/TimeZone;)V" || desc == "(Ljava/util/Locale;)V" || desc == "(Ljava/util/TimeZone;Ljava/util/Locale;)V")
	}
	return false
}

// clockNow are the java.time classes whose static now() reads the clock.
var clockNow = map[string]bool{
	"java/time/Instant": true, "java/time/LocalDateTime": true, "java/time/LocalDate": true, "java/time/LocalTime": true,
	"java/time/ZonedDateTime": true, "java/time/OffsetDateTime": true, "java/time/OffsetTime": true,
	"java/time/Year": true, "java/time/YearMonth": true, "java/time/MonthDay": true,
}

// timedCalls are the JDK's waits that take a timeout as a long and a
// TimeUnit, last (tryLock, BlockingQueue's poll and offer, Semaphore's
// tryAcquire, Condition's and CountDownLatch's await, Future.get,
// awaitTermination...).
var timedCalls = map[string]bool{
	"tryLock": true, "poll": true, "pollFirst": true, "pollLast": true, "offer": true, "offerFirst": true,
	"offerLast": true, "tryAcquire": true, "await": true, "get": true, "awaitTermination": true,
	"invokeAll": true, "invokeAny": true, "exchange": true, "awaitAdvanceInterruptibly": true,
	"tryTransfer": true,
}

// TimedWait reports whether call c of JDK method j may wait with a
// timeout, which ends once time has passed: Thread.sleep, a timed
// Object.wait, Thread.join or LockSupport park, TimeUnit's sleep,
// Condition.awaitNanos and awaitUntil, and the methods of timedCalls
// with a timeout. A wait(0), wait(0, 0) or join(0) waits for ever, as
// wait() and join() do (ForeverWait).
func TimedWait(j JDKMethod, c *Call) bool {
	cls, name, desc := j.Class.Name, j.Method.Name, j.Method.Desc
	switch {
	case cls == "java/lang/Thread" && name == "sleep":
		return true
	case cls == "java/lang/Thread" && name == "join", cls == "java/lang/Object" && name == "wait":
		return !ForeverWait(c)
	case cls == "java/util/concurrent/locks/LockSupport":
		return name == "parkNanos" || name == "parkUntil"
	case cls == "java/util/concurrent/TimeUnit":
		return name == "sleep" || name == "timedWait" || name == "timedJoin"
	case name == "awaitNanos" && desc == "(J)J", name == "awaitUntil" && desc == "(Ljava/util/Date;)Z":
		return true
	}
	return timedCalls[name] && strings.HasSuffix(desc[:strings.IndexByte(desc, ')')+1], "JLjava/util/concurrent/TimeUnit;)")
}

// ForeverWait reports whether c, a call of Object.wait or Thread.join,
// waits with no timeout: wait() or join(), or a timeout that is the
// constant 0 (wait(0), wait(0, 0), join(0), join(0, 0)), which Java takes
// for "for ever". A timeout the analysis does not know is a timeout.
func ForeverWait(c *Call) bool {
	for _, a := range c.Args[1:] {
		if k, ok := a.(*Const); !ok || k.Int != 0 {
			return false
		}
	}
	return true
}

// ReadsClock reports whether some call of the program reads the clock
// (ClockRead). Without one, no timed wait is a write of <clock>: the
// variable would pair with nothing.
func (a *Analysis) ReadsClock() bool {
	return a.callsJDK(&a.readsClock, ClockRead)
}
