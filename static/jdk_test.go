package static

import (
	"testing"

	"weft/classfile"
)

// javaBaseProgram is a Program over java.base alone (the test is skipped
// without a JDK).
func javaBaseProgram(t *testing.T) *Program {
	t.Helper()
	jb, err := classfile.OpenJavaBase()
	if err != nil {
		t.Skip(err)
	}
	return NewProgram(classfile.NewClassPath(jb))
}

// The builders' methods, as java.base declares them, read or write the
// receiver's <state>: what changes the characters or the capacity writes,
// what only looks reads. StringBuffer's are synchronized (package mhp
// turns that into monitor entries).
func TestBuilderEffects(t *testing.T) {
	expectEffects(t, []effectCase{
		{"java/lang/StringBuilder", "append", "(C)Ljava/lang/StringBuilder;", WriteEffect},
		{"java/lang/StringBuilder", "append", "(Ljava/lang/Object;)Ljava/lang/StringBuilder;", WriteEffect},
		{"java/lang/StringBuilder", "insert", "(ILjava/lang/String;)Ljava/lang/StringBuilder;", WriteEffect},
		{"java/lang/StringBuilder", "deleteCharAt", "(I)Ljava/lang/StringBuilder;", WriteEffect},
		{"java/lang/StringBuilder", "reverse", "()Ljava/lang/StringBuilder;", WriteEffect},
		{"java/lang/StringBuilder", "setLength", "(I)V", WriteEffect},
		{"java/lang/StringBuilder", "setCharAt", "(IC)V", WriteEffect},
		{"java/lang/StringBuilder", "length", "()I", ReadEffect},
		{"java/lang/StringBuilder", "charAt", "(I)C", ReadEffect},
		{"java/lang/StringBuilder", "toString", "()Ljava/lang/String;", ReadEffect},
		{"java/lang/StringBuilder", "substring", "(II)Ljava/lang/String;", ReadEffect},
		{"java/lang/StringBuilder", "indexOf", "(Ljava/lang/String;)I", ReadEffect},
		{"java/lang/StringBuffer", "append", "(C)Ljava/lang/StringBuffer;", WriteEffect},
		{"java/lang/StringBuffer", "length", "()I", ReadEffect},
		{"java/lang/StringBuffer", "toString", "()Ljava/lang/String;", ReadEffect},
		{"java/lang/StringBuilder", "<init>", "()V", NoEffect},
	})
}

// ReentrantReadWriteLock's readLock and writeLock return the lock's two
// views, made by its constructor: they read it (by their names they were
// writes, and every pair of calls raced: 36 of rwcache's 58 pairs).
// StampedLock's, which return a stamp, take the lock: writes. Its
// asReadLock, asWriteLock and asReadWriteLock return its views, one each
// (cached in a field): reads, as the readLock and writeLock of the last
// are (by their names they were writes, and two threads' asWriteLock()
// calls raced on the lock's <state>).
func TestLockViewEffects(t *testing.T) {
	expectEffects(t, []effectCase{
		{"java/util/concurrent/locks/ReentrantReadWriteLock", "readLock", "()Ljava/util/concurrent/locks/ReentrantReadWriteLock$ReadLock;", ReadEffect},
		{"java/util/concurrent/locks/ReentrantReadWriteLock", "writeLock", "()Ljava/util/concurrent/locks/ReentrantReadWriteLock$WriteLock;", ReadEffect},
		{"java/util/concurrent/locks/ReentrantReadWriteLock$ReadLock", "lock", "()V", WriteEffect},
		{"java/util/concurrent/locks/StampedLock", "readLock", "()J", WriteEffect},
		{"java/util/concurrent/locks/StampedLock", "writeLock", "()J", WriteEffect},
		{"java/util/concurrent/locks/StampedLock", "readLockInterruptibly", "()J", WriteEffect},
		{"java/util/concurrent/locks/StampedLock", "asReadLock", "()Ljava/util/concurrent/locks/Lock;", ReadEffect},
		{"java/util/concurrent/locks/StampedLock", "asWriteLock", "()Ljava/util/concurrent/locks/Lock;", ReadEffect},
		{"java/util/concurrent/locks/StampedLock", "asReadWriteLock", "()Ljava/util/concurrent/locks/ReadWriteLock;", ReadEffect},
		{"java/util/concurrent/locks/StampedLock$ReadWriteLockView", "writeLock", "()Ljava/util/concurrent/locks/Lock;", ReadEffect},
		{"java/util/concurrent/locks/StampedLock$WriteLockView", "lock", "()V", WriteEffect},
	})
}

// The atomics' read-modify-writes write the receiver's <state>, though
// their names begin as a read's: compareAndSet was a read by the prefix
// "compare" (Comparator's), getAndIncrement by "get", so two threads'
// compareAndSets on one AtomicReference made no pair (abastack: vsched
// "exhausted" without the ABA). The gets stay reads.
func TestAtomicUpdateEffects(t *testing.T) {
	expectEffects(t, []effectCase{
		{"java/util/concurrent/atomic/AtomicReference", "compareAndSet", "(Ljava/lang/Object;Ljava/lang/Object;)Z", WriteEffect},
		{"java/util/concurrent/atomic/AtomicReference", "weakCompareAndSetVolatile", "(Ljava/lang/Object;Ljava/lang/Object;)Z", WriteEffect},
		{"java/util/concurrent/atomic/AtomicReference", "compareAndExchange", "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", WriteEffect},
		{"java/util/concurrent/atomic/AtomicReference", "getAndSet", "(Ljava/lang/Object;)Ljava/lang/Object;", WriteEffect},
		{"java/util/concurrent/atomic/AtomicReference", "get", "()Ljava/lang/Object;", ReadEffect},
		{"java/util/concurrent/atomic/AtomicInteger", "getAndIncrement", "()I", WriteEffect},
		{"java/util/concurrent/atomic/AtomicInteger", "getAndAdd", "(I)I", WriteEffect},
		{"java/util/concurrent/atomic/AtomicInteger", "incrementAndGet", "()I", WriteEffect},
		{"java/util/concurrent/atomic/AtomicInteger", "getAcquire", "()I", ReadEffect},
		{"java/util/concurrent/atomic/AtomicStampedReference", "compareAndSet", "(Ljava/lang/Object;Ljava/lang/Object;II)Z", WriteEffect},
		{"java/util/concurrent/atomic/AtomicStampedReference", "get", "([I)Ljava/lang/Object;", ReadEffect},
	})
}

// effectCase is a JDK method and its expected effect on the receiver.
type effectCase struct {
	cls, name, desc string
	want            Effect
}

// expectEffects checks JDKEffect of each method, resolved in java.base,
// and that only StringBuffer's are synchronized.
func expectEffects(t *testing.T, cases []effectCase) {
	t.Helper()
	p := javaBaseProgram(t)
	for _, c := range cases {
		cf, m := p.Resolve(c.cls, c.name, c.desc)
		if m == nil {
			t.Errorf("%s.%s%s: not found", c.cls, c.name, c.desc)
			continue
		}
		j := JDKMethod{Class: cf, Method: m}
		if got := JDKEffect(j); got != c.want {
			t.Errorf("%s.%s%s (declared in %s): effect %d, want %d", c.cls, c.name, c.desc, cf.Name, got, c.want)
		}
		if sync := cf.Name == "java/lang/StringBuffer"; j.Synchronized() != sync && c.name != "<init>" {
			t.Errorf("%s.%s%s: synchronized %v, want %v", cf.Name, c.name, c.desc, j.Synchronized(), sync)
		}
	}
}

// A collection or map given to a java.util constructor or method is read
// (copied or iterated) or, by drainTo, written; List.copyOf and
// String.join read theirs; Collections' algorithms write the list they
// reorder and read what they search; Collections' wrappers and other
// static methods, and parameters that are no collection, have no effect
// here.
func TestCollectionArgEffects(t *testing.T) {
	p := javaBaseProgram(t)
	for _, c := range []struct {
		cls, name, desc string
		i               int
		want            Effect
	}{
		{"java/util/ArrayList", "<init>", "(Ljava/util/Collection;)V", 0, ReadEffect},
		{"java/util/ArrayList", "addAll", "(Ljava/util/Collection;)Z", 0, ReadEffect},
		{"java/util/ArrayList", "addAll", "(ILjava/util/Collection;)Z", 1, ReadEffect},
		{"java/util/ArrayList", "removeAll", "(Ljava/util/Collection;)Z", 0, ReadEffect},
		{"java/util/HashMap", "<init>", "(Ljava/util/Map;)V", 0, ReadEffect},
		{"java/util/HashMap", "putAll", "(Ljava/util/Map;)V", 0, ReadEffect},
		{"java/util/concurrent/CopyOnWriteArrayList", "<init>", "(Ljava/util/Collection;)V", 0, ReadEffect},
		{"java/util/concurrent/LinkedBlockingQueue", "drainTo", "(Ljava/util/Collection;)I", 0, WriteEffect},
		{"java/util/List", "copyOf", "(Ljava/util/Collection;)Ljava/util/List;", 0, ReadEffect},
		{"java/lang/String", "join", "(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;", 1, ReadEffect},
		{"java/util/Collections", "unmodifiableList", "(Ljava/util/List;)Ljava/util/List;", 0, NoEffect},
		{"java/util/Collections", "sort", "(Ljava/util/List;)V", 0, WriteEffect},
		{"java/util/Collections", "shuffle", "(Ljava/util/List;)V", 0, WriteEffect},
		{"java/util/Collections", "copy", "(Ljava/util/List;Ljava/util/List;)V", 0, WriteEffect},
		{"java/util/Collections", "copy", "(Ljava/util/List;Ljava/util/List;)V", 1, ReadEffect},
		{"java/util/Collections", "max", "(Ljava/util/Collection;)Ljava/lang/Object;", 0, ReadEffect},
		{"java/util/Collections", "disjoint", "(Ljava/util/Collection;Ljava/util/Collection;)Z", 1, ReadEffect},
		{"java/util/ArrayList", "add", "(Ljava/lang/Object;)Z", 0, NoEffect},
	} {
		cf, m := p.Resolve(c.cls, c.name, c.desc)
		if m == nil {
			t.Errorf("%s.%s%s: not found", c.cls, c.name, c.desc)
			continue
		}
		mt, err := classfile.ParseMethodDesc(m.Desc)
		if err != nil {
			t.Fatal(err)
		}
		if got := JDKCollectionArg(JDKMethod{Class: cf, Method: m}, c.i, mt.Params[c.i]); got != c.want {
			t.Errorf("%s.%s%s (declared in %s), parameter %d: effect %d, want %d", c.cls, c.name, c.desc, cf.Name, c.i, got, c.want)
		}
	}
}
