package static

import (
	"slices"
	"strings"
	"sync"

	"weft/classfile"
)

// Program is the set of classes under analysis: the application's class
// path and the JDK behind it. It caches the class hierarchy queries and the
// IR of every method built so far.
type Program struct {
	CP *classfile.ClassPath

	mu       sync.Mutex
	subtype  map[[2]string]bool
	resolved map[[3]string]resolution
	supers   map[string][]string
	fieldKey map[[2]string]string
	exitMu   sync.Mutex                // held by EndsPath and NeverReturns, around noReturn
	noReturn map[*classfile.Member]int // NeverReturns: 1 never returns, 2 may, 3 being computed
}

type resolution struct {
	cf *classfile.ClassFile
	m  *classfile.Member
}

// NewProgram returns a Program over cp.
func NewProgram(cp *classfile.ClassPath) *Program {
	return &Program{CP: cp,
		subtype: map[[2]string]bool{}, resolved: map[[3]string]resolution{},
		supers: map[string][]string{}, fieldKey: map[[2]string]string{}, noReturn: map[*classfile.Member]int{}}
}

// Class returns the named class, or nil if it cannot be found or parsed.
func (p *Program) Class(name string) *classfile.ClassFile {
	if name == "" || name[0] == '[' {
		return nil
	}
	cf, err := p.CP.Lookup(name)
	if err != nil {
		return nil
	}
	return cf
}

// IsJDK reports whether the class belongs to the Java platform, whose code
// the analysis summarizes instead of analyzing (jdk.go).
func IsJDK(name string) bool {
	for _, p := range []string{"java/", "javax/", "jdk/", "sun/", "com/sun/"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// Func returns the IR of method m of cf, building it on first use. It
// returns nil for abstract and native methods.
func (p *Program) Func(cf *classfile.ClassFile, m *classfile.Member) (*Function, error) {
	if f, ok := funcs.Load(m); ok {
		return f.(*Function), nil
	}
	f, err := Build(cf, m)
	if err != nil {
		return nil, err
	}
	f1, _ := funcs.LoadOrStore(m, f)
	return f1.(*Function), nil
}

// funcs is the IR of every method Program.Func built in this process, by
// its class-file member: Build reads nothing but the class file, a
// Function is not changed after it, and class paths that read the same
// class share its ClassFile (classfile.ClassPath), so every analysis of a
// program (weft bench makes one per exploration) builds each method once.
var funcs sync.Map // *classfile.Member → *Function

// IsSubtype reports whether class (or array descriptor) sub is assignable
// to super, both as internal names. Unknown classes are assumed to be
// subtypes, which keeps type filters sound.
func (p *Program) IsSubtype(sub, super string) bool {
	if sub == super || super == "java/lang/Object" {
		return true
	}
	key := [2]string{sub, super}
	p.mu.Lock()
	r, ok := p.subtype[key]
	p.mu.Unlock()
	if ok {
		return r
	}
	r = p.isSubtype(sub, super)
	p.mu.Lock()
	p.subtype[key] = r
	p.mu.Unlock()
	return r
}

func (p *Program) isSubtype(sub, super string) bool {
	if strings.HasPrefix(sub, "[") {
		if !strings.HasPrefix(super, "[") {
			return super == "java/lang/Cloneable" || super == "java/io/Serializable"
		}
		se, pe := sub[1:], super[1:]
		if se[0] == 'L' && pe[0] == 'L' {
			return p.IsSubtype(se[1:len(se)-1], pe[1:len(pe)-1])
		}
		if se[0] == '[' && pe[0] == 'L' {
			return pe == "Ljava/lang/Object;"
		}
		if se[0] == '[' && pe[0] == '[' {
			return p.IsSubtype(se, pe)
		}
		return se == pe
	}
	if strings.HasPrefix(super, "[") {
		return false
	}
	cf := p.Class(sub)
	if cf == nil {
		return true
	}
	if cf.Super != "" && p.IsSubtype(cf.Super, super) {
		return true
	}
	for _, i := range cf.Interfaces {
		if p.IsSubtype(i, super) {
			return true
		}
	}
	return false
}

// Supers returns class name and its superclasses, nearest first. The
// slice is shared: callers must not modify it.
func (p *Program) Supers(name string) []string {
	p.mu.Lock()
	out, ok := p.supers[name]
	p.mu.Unlock()
	if ok {
		return out
	}
	out = p.superChain(name)
	p.mu.Lock()
	p.supers[name] = out
	p.mu.Unlock()
	return out
}

func (p *Program) superChain(name string) []string {
	var out []string
	for name != "" && !slices.Contains(out, name) { // a cycle is corrupt input
		out = append(out, name)
		cf := p.Class(name)
		if cf == nil {
			break
		}
		name = cf.Super
	}
	return out
}

// Resolve finds the method that a call of name+desc dispatches to on an
// object of class cls (JVMS 5.4.6): the class and its superclasses first,
// then the maximally specific default method of its superinterfaces. It
// returns nils if there is none.
func (p *Program) Resolve(cls, name, desc string) (*classfile.ClassFile, *classfile.Member) {
	key := [3]string{cls, name, desc}
	p.mu.Lock()
	r, ok := p.resolved[key]
	p.mu.Unlock()
	if ok {
		return r.cf, r.m
	}
	r = p.resolve(cls, name, desc)
	p.mu.Lock()
	p.resolved[key] = r
	p.mu.Unlock()
	return r.cf, r.m
}

func (p *Program) resolve(cls, name, desc string) resolution {
	if strings.HasPrefix(cls, "[") {
		cls = "java/lang/Object"
	}
	for _, c := range p.Supers(cls) {
		cf := p.Class(c)
		if cf == nil {
			continue
		}
		if m := cf.Method(name, desc); m != nil && m.AccessFlags&classfile.AccAbstract == 0 {
			return resolution{cf, m}
		}
	}
	// Default methods: breadth-first over superinterfaces.
	seen := map[string]bool{}
	var queue []string
	for _, c := range p.Supers(cls) {
		if cf := p.Class(c); cf != nil {
			queue = append(queue, cf.Interfaces...)
		}
	}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if seen[i] {
			continue
		}
		seen[i] = true
		cf := p.Class(i)
		if cf == nil {
			continue
		}
		if m := cf.Method(name, desc); m != nil && m.AccessFlags&(classfile.AccAbstract|classfile.AccStatic) == 0 {
			return resolution{cf, m}
		}
		queue = append(queue, cf.Interfaces...)
	}
	return resolution{}
}

// ResolveStatic finds the method named by an invokestatic or invokespecial
// reference: in the class, its superclasses, then its interfaces.
func (p *Program) ResolveStatic(cls, name, desc string) (*classfile.ClassFile, *classfile.Member) {
	for _, c := range p.Supers(cls) {
		if cf := p.Class(c); cf != nil {
			if m := cf.Method(name, desc); m != nil {
				return cf, m
			}
		}
	}
	if cf := p.Class(cls); cf != nil {
		for _, i := range cf.Interfaces {
			if c, m := p.ResolveStatic(i, name, desc); m != nil {
				return c, m
			}
		}
	}
	return nil, nil
}

// FieldKey names a field by its declaring class: "pkg/C.val". References to
// an inherited field through a subclass resolve to the same key.
func (p *Program) FieldKey(r classfile.MemberRef) string {
	k := [2]string{r.Class, r.Name}
	p.mu.Lock()
	key, ok := p.fieldKey[k]
	p.mu.Unlock()
	if !ok {
		key = p.fieldKey1(r)
		p.mu.Lock()
		p.fieldKey[k] = key
		p.mu.Unlock()
	}
	return key
}

func (p *Program) fieldKey1(r classfile.MemberRef) string {
	for _, c := range p.Supers(r.Class) {
		cf := p.Class(c)
		if cf == nil {
			break
		}
		if f := cf.Field(r.Name); f != nil {
			return c + "." + r.Name
		}
	}
	return r.Class + "." + r.Name
}
