package static

import "strings"

// ThreadJoinLoop is a loop that joins every thread held in a local
// container, so that leaving it by its test (the edge from Header to
// Exit) every thread put in the container has ended:
//
//	List<Thread> ts = new ArrayList<>();  ...  ts.add(t); t.start();
//	for (Thread t : ts) t.join();
//
//	for (Thread t : new Thread[] {a, b, c}) t.join();
//
//	for (Thread t : List.of(a, b)) t.join();   // Set.of, Arrays.asList
//
//	Thread[] ts = new Thread[n];
//	for (int i = 0; i < n; i++) { ts[i] = new Worker(); ts[i].start(); }
//	for (Thread t : ts) t.join();
//
// Elems are the values put in the container. Package mhp joins the
// thread of each one that may point to a single thread object (like a
// Thread.join whose receiver may be one object: every instance of that
// abstract thread ends, the thesis's model).
//
// The container is made in the method (a java.util list or set, or a
// one-dimensional array) and used only there: by add(Object) and calls
// that read it (listUses), or by array loads, stores and length. Nothing
// is put in it once the loop has begun (no add or store is reachable from
// the header), and nothing put in it is lost: an array's stores are at
// distinct constant indices outside cycles, or one store at a counter i
// (set to 0 once, outside cycles, else only incremented by one) that runs
// at most once between two increments. The loop visits every element:
// it.hasNext() over an iterator of the container, or i < a.length with i
// a counter like the above and the load a[i]; every way round joins the
// element taken, with Thread.join() (no timeout), and the way back to the
// header passes the increment; a break, a return or an exception leaves
// by another edge and joins nothing.
//
// Loaded: the loop iterates (Iter) a list loaded from a field (List, its
// root), for (Thread t : this.workers) t.join(); Elems is empty, and
// Analysis.HeldThreads decides which threads it joins.
type ThreadJoinLoop struct {
	Header, Exit *Block
	Elems        []Value
	Loaded       bool
	List, Iter   *Var
}

// containers are the classes whose add(Object) puts its argument in the
// collection for its iterator to return (while nothing removes it).
var containers = map[string]bool{
	"java/util/ArrayList": true, "java/util/LinkedList": true, "java/util/Vector": true,
	"java/util/ArrayDeque": true, "java/util/HashSet": true, "java/util/LinkedHashSet": true,
	"java/util/concurrent/CopyOnWriteArrayList": true,
}

// ThreadJoinLoops returns the thread join loops of f (see ThreadJoinLoop),
// none without building a map of its definitions when f calls no join()
// of a Thread.
func ThreadJoinLoops(p *Program, f *Function) []ThreadJoinLoop {
	isJoin := func(c *Call) bool {
		return c.Method.Name == "join" && c.Method.Desc == "()V" && c.Kind != Static &&
			(c.Method.Class == "java/lang/Thread" || !strings.HasPrefix(c.Method.Class, "[") && p.IsSubtype(c.Method.Class, "java/lang/Thread"))
	}
	joins := false
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if c, ok := in.(*Call); ok && isJoin(c) {
				joins = true
			}
		}
	}
	if !joins || !branches(f) {
		return nil
	}
	d := defs(f)
	var cyclic map[*Block]bool
	var out []ThreadJoinLoop
	for _, h := range f.Blocks {
		br, ok := h.Terminator().(*If)
		if !ok || len(h.Succs) != 2 {
			continue
		}
		if cyclic == nil {
			cyclic = map[*Block]bool{}
			for _, b := range cyclicBlocks(f) {
				cyclic[b] = true
			}
		}
		var elems []Value
		var puts map[Instruction]bool
		exit := h.Succs[0]
		if arr, ok := arrayJoinLoop(p, f, d, h, br, isJoin); ok {
			if elems, puts, ok = arrayElems(f, d, cyclic, arr, nil); !ok {
				continue
			}
		} else if list, it, ex, ok := iterLoop(p, f, d, h, br, isJoin); ok && fixedList(d[list]) {
			if elems, puts, ok = fixedListElems(f, d, cyclic, list); !ok {
				continue
			}
			exit = ex
		} else if ok {
			if _, loaded := d[list].(*GetField); loaded {
				if _, ok := localUses(f, d, list, listUses); ok {
					out = append(out, ThreadJoinLoop{Header: h, Exit: ex, Loaded: true, List: list, Iter: it})
				}
				continue
			}
			mk, isNew := d[list].(*New)
			if !isNew || !containers[mk.Class] {
				continue
			}
			calls, ok := localUses(f, d, list, listUses)
			if !ok {
				continue
			}
			exit, puts = ex, map[Instruction]bool{}
			for _, c := range calls {
				if c.Method.Name == "add" {
					if c.Method.Desc != "(Ljava/lang/Object;)Z" {
						puts = nil
						break
					}
					puts[c] = true
					elems = append(elems, c.Args[1])
				}
			}
			if puts == nil {
				continue
			}
		} else {
			continue
		}
		if len(elems) == 0 || findBlock([]*Block{h}, nil, func(b *Block) bool {
			for _, in := range b.Instrs {
				if puts[in] {
					return true
				}
			}
			return false
		}) {
			continue
		}
		out = append(out, ThreadJoinLoop{Header: h, Exit: exit, Elems: elems})
	}
	return out
}

// arrayJoinLoop reports whether the loop at header h (test br) is for (i
// = 0; i < a.length; i++) a[i].join() (see ThreadJoinLoop), or for (i =
// 0; i < K; i++) a[i].join() over an array a made as new Thread[K] with
// the same constant K, and returns a's root variable.
func arrayJoinLoop(p *Program, f *Function, d map[*Var]Instruction, h *Block, br *If, isJoin func(*Call) bool) (*Var, bool) {
	i, ok := br.X.(*Var)
	if !ok || br.Op != "ge" || i.Typ != TInt || i.Param {
		return nil, false
	}
	var arr *Var
	bound, constant := br.Y.(*Const)
	if constant {
		// i < K over an array made with the constant length K.
		if bound.Typ != TInt || bound.Int < 1 {
			return nil, false
		}
	} else {
		n := root(d, br.Y)
		if n == nil {
			return nil, false
		}
		ln, ok := d[n].(*ArrayLength)
		if !ok {
			return nil, false
		}
		if arr = root(d, ln.Arr); arr == nil {
			return nil, false
		}
	}
	_, inc, ok := countedBy(f, i)
	if !ok {
		return nil, false
	}
	var load *ArrayLoad
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if l, isLoad := in.(*ArrayLoad); isLoad && l.Index == i && (arr == nil || root(d, l.Arr) == arr) {
				if load != nil {
					return nil, false
				}
				load = l
			}
		}
	}
	if load == nil {
		return nil, false
	}
	if constant {
		arr = root(d, load.Arr)
		mk, ok := d[arr].(*NewArray)
		if arr == nil || !ok || len(mk.Dims) != 1 {
			return nil, false
		}
		if k, ok := mk.Dims[0].(*Const); !ok || k.Int != bound.Int {
			return nil, false
		}
	}
	wait, rest := waitOn(d, load, load.Dst, isJoin)
	if wait == nil || !backThrough(h, wait, rest, inc) || !noSkip(p, f, h, h.Succs[1], wait) {
		return nil, false
	}
	return arr, true
}

// fixedList reports whether in makes a list of the threads its call
// names: List.of(a, b), Set.of(a, b), Arrays.asList(a, b, c) (or of the
// array the varargs make).
func fixedList(in Instruction) bool {
	c, ok := in.(*Call)
	return ok && c.Kind == Static && (c.Method.Name == "of" && (c.Method.Class == "java/util/List" || c.Method.Class == "java/util/Set") ||
		c.Method.Name == "asList" && c.Method.Class == "java/util/Arrays")
}

// fixedListElems returns the threads of a list that fixedList makes and
// f uses only by reading calls (fixedListUses): the call's arguments, or
// the values stored in the array it is given (arrayElems), and the
// stores.
func fixedListElems(f *Function, d map[*Var]Instruction, cyclic map[*Block]bool, list *Var) ([]Value, map[Instruction]bool, bool) {
	mk := d[list].(*Call)
	if _, ok := localUses(f, d, list, fixedListUses); !ok {
		return nil, nil, false
	}
	if len(mk.Args) == 1 && strings.HasPrefix(mk.Method.Desc, "([") {
		arr := root(d, mk.Args[0])
		if arr == nil {
			return nil, nil, false
		}
		return arrayElems(f, d, cyclic, arr, mk)
	}
	return mk.Args, map[Instruction]bool{}, true
}

// fixedListUses are the calls on a fixed list (fixedList) that neither
// change it nor let it escape.
var fixedListUses = map[string]bool{"iterator": true, "size": true, "isEmpty": true, "get": true}

// arrayElems returns the values stored in array arr, a one-dimensional
// array made in f and used only by loads, stores and its length (and as
// the argument of call via, if not nil), when no store can overwrite what
// another put (see ThreadJoinLoop), and the stores.
func arrayElems(f *Function, d map[*Var]Instruction, cyclic map[*Block]bool, arr *Var, via *Call) ([]Value, map[Instruction]bool, bool) {
	if mk, ok := d[arr].(*NewArray); !ok || len(mk.Dims) != 1 {
		return nil, nil, false
	}
	var stores []*ArrayStore
	if !usesOf(f, d, arr, func(in Instruction, i int) bool {
		switch x := in.(type) {
		case *Call:
			return via != nil && x == via
		case *ArrayLength, *ArrayLoad:
			return i == 0
		case *ArrayStore:
			stores = append(stores, x)
			return i == 0
		}
		return false
	}) {
		return nil, nil, false
	}
	var elems []Value
	puts := map[Instruction]bool{}
	consts := map[int64]bool{}
	for _, s := range stores {
		elems = append(elems, s.Val)
		puts[s] = true
		switch ix := s.Index.(type) {
		case *Const:
			if consts[ix.Int] || cyclic[s.Block()] {
				return nil, nil, false
			}
			consts[ix.Int] = true
		case *Var:
			init, inc, ok := countedBy(f, ix)
			if len(stores) != 1 || ix.Param || !ok || cyclic[init.Block()] || reachesBefore(s, s, inc) {
				return nil, nil, false
			}
		default:
			return nil, nil, false
		}
	}
	return elems, puts, true
}

// OneElementJoin reports whether call c (a join) waits for an array
// element a[k] whose index k is not a loop counter (countedBy): one
// element, such as workers[workers.length - 1], holds one instance of a
// thread made in a loop, and the others may still run after the join.
func OneElementJoin(f *Function, c *Call) bool {
	if len(c.Args) == 0 {
		return false
	}
	d := defs(f)
	r := root(d, c.Args[0])
	if r == nil {
		return false
	}
	l, ok := d[r].(*ArrayLoad)
	if !ok {
		return false
	}
	if i, isVar := l.Index.(*Var); isVar && !i.Param {
		if _, _, counted := countedBy(f, i); counted {
			return false
		}
	}
	return true
}
