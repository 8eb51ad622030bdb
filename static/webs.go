package static

import "strconv"

// splitLocals gives each web of a local slot its own variable. javac reuses
// a slot for variables whose scopes do not overlap (the Runnable of one
// loop and the Future of the next), and the flow-insensitive points-to
// analysis would merge what they point to. A web is a maximal set of
// definitions of the slot's variable linked by uses that more than one of
// them reaches (reaching definitions, with a block's exception handlers
// reached by every definition in it). The web that holds the parameter's
// value on entry, or else the first definition in block order, keeps the
// variable; every other web gets a new one, named after it (a7_1), with the
// same slot and type.
func splitLocals(f *Function) {
	// Definitions: a parameter's value on entry (in == nil), then every
	// instruction that assigns a local.
	type def struct {
		v  *Var
		in Instruction
	}
	var defs []def
	byVar := map[*Var][]int{}
	add := func(v *Var, in Instruction) int {
		id := len(defs)
		defs = append(defs, def{v, in})
		byVar[v] = append(byVar[v], id)
		return id
	}
	var entry Bitset
	for _, p := range f.Params {
		if p.Slot >= 0 {
			entry.Add(add(p, nil))
		}
	}
	defOf := map[Instruction]int{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if v := in.Def(); v != nil && v.Slot >= 0 {
				defOf[in] = add(v, in)
			}
		}
	}
	multi := false
	for _, ids := range byVar {
		if len(ids) > 1 {
			multi = true
			break
		}
	}
	if !multi {
		return
	}
	kill := func(r Bitset, v *Var) {
		for _, id := range byVar[v] {
			r.Remove(id)
		}
	}

	// Reaching definitions at block entries. A handler is reached by what
	// reaches its protected block and by every definition made in it.
	in := make([]Bitset, len(f.Blocks))
	in[0] = entry.Clone()
	defsIn := make([]Bitset, len(f.Blocks))
	for _, b := range f.Blocks {
		for _, x := range b.Instrs {
			if id, ok := defOf[x]; ok {
				defsIn[b.Index].Add(id)
			}
		}
	}
	work := []*Block{f.Blocks[0]}
	queued := make([]bool, len(f.Blocks))
	seen := make([]bool, len(f.Blocks))
	queued[0], seen[0] = true, true
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		queued[b.Index] = false
		out := in[b.Index].Clone()
		for _, x := range b.Instrs {
			if id, ok := defOf[x]; ok {
				kill(out, defs[id].v)
				out.Add(id)
			}
		}
		exc := in[b.Index].Clone()
		exc.UnionWith(defsIn[b.Index])
		flow := func(s *Block, r Bitset) {
			if in[s.Index].UnionWith(r) || !seen[s.Index] {
				seen[s.Index] = true
				if !queued[s.Index] {
					queued[s.Index] = true
					work = append(work, s)
				}
			}
		}
		for _, s := range b.Succs {
			flow(s, out)
		}
		for _, h := range b.Handlers {
			flow(h, exc)
		}
	}

	// Webs: the definitions reaching one use are one web.
	parent := make([]int, len(defs))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	union := func(a, b int) {
		if ra, rb := find(a), find(b); ra != rb {
			if ra < rb {
				parent[rb] = ra
			} else {
				parent[ra] = rb
			}
		}
	}
	// walk calls use for every local operand with the definitions of it
	// that reach there, and def for every definition.
	walk := func(use func(x Instruction, v *Var, reach []int), define func(x Instruction, id int)) {
		for _, b := range f.Blocks {
			r := in[b.Index].Clone()
			for _, x := range b.Instrs {
				for _, op := range x.Operands() {
					v, ok := op.(*Var)
					if !ok || v.Slot < 0 {
						continue
					}
					var reach []int
					for _, id := range byVar[v] {
						if r.Has(id) {
							reach = append(reach, id)
						}
					}
					use(x, v, reach)
				}
				if id, ok := defOf[x]; ok {
					define(x, id)
					kill(r, defs[id].v)
					r.Add(id)
				}
			}
		}
	}
	walk(func(_ Instruction, _ *Var, reach []int) {
		for _, id := range reach[min(1, len(reach)):] {
			union(reach[0], id)
		}
	}, func(Instruction, int) {})

	// A variable per web: the web of the first definition (the entry's
	// for a parameter) keeps the variable.
	webVar := map[int]*Var{}
	for v, ids := range byVar {
		n := 0
		for _, id := range ids {
			root := find(id)
			if webVar[root] != nil {
				continue
			}
			if n == 0 {
				webVar[root] = v
			} else {
				nv := &Var{Index: len(f.Vars), Name: v.Name + "_" + strconv.Itoa(n), Typ: v.Typ, Slot: v.Slot}
				f.Vars = append(f.Vars, nv)
				webVar[root] = nv
			}
			n++
		}
	}
	if len(webVar) == len(byVar) {
		return
	}
	walk(func(x Instruction, v *Var, reach []int) {
		if len(reach) > 0 {
			if nv := webVar[find(reach[0])]; nv != v {
				replaceUse(x, v, nv)
			}
		}
	}, func(x Instruction, id int) {
		if nv := webVar[find(id)]; nv != defs[id].v {
			setDef(x, nv)
		}
	})
}

// replaceUse replaces operand v of x by nv.
func replaceUse(x Instruction, v, nv *Var) {
	r := func(p *Value) {
		if *p == Value(v) {
			*p = nv
		}
	}
	rs := func(ps []Value) {
		for i := range ps {
			r(&ps[i])
		}
	}
	switch x := x.(type) {
	case *Assign:
		r(&x.Src)
	case *BinOp:
		r(&x.X)
		r(&x.Y)
	case *UnOp:
		r(&x.X)
	case *GetField:
		if x.Obj != nil {
			r(&x.Obj)
		}
	case *PutField:
		if x.Obj != nil {
			r(&x.Obj)
		}
		r(&x.Val)
	case *ArrayLoad:
		r(&x.Arr)
		r(&x.Index)
	case *ArrayStore:
		r(&x.Arr)
		r(&x.Index)
		r(&x.Val)
	case *ArrayLength:
		r(&x.Arr)
	case *NewArray:
		rs(x.Dims)
	case *Call:
		rs(x.Args)
	case *InvokeDynamic:
		rs(x.Args)
	case *CheckCast:
		r(&x.X)
	case *InstanceOf:
		r(&x.X)
	case *MonitorEnter:
		r(&x.X)
	case *MonitorExit:
		r(&x.X)
	case *If:
		r(&x.X)
		if x.Y != nil {
			r(&x.Y)
		}
	case *Switch:
		r(&x.X)
	case *Return:
		if x.X != nil {
			r(&x.X)
		}
	case *Throw:
		r(&x.X)
	default:
		panic("static: replaceUse: unhandled instruction " + x.String())
	}
}

// setDef makes x assign nv instead of the variable it assigns.
func setDef(x Instruction, nv *Var) {
	switch x := x.(type) {
	case *Assign:
		x.Dst = nv
	case *BinOp:
		x.Dst = nv
	case *UnOp:
		x.Dst = nv
	case *GetField:
		x.Dst = nv
	case *ArrayLoad:
		x.Dst = nv
	case *ArrayLength:
		x.Dst = nv
	case *New:
		x.Dst = nv
	case *NewArray:
		x.Dst = nv
	case *Call:
		x.Dst = nv
	case *InvokeDynamic:
		x.Dst = nv
	case *CheckCast:
		x.Dst = nv
	case *InstanceOf:
		x.Dst = nv
	case *Catch:
		x.Dst = nv
	default:
		panic("static: setDef: unhandled instruction " + x.String())
	}
}
