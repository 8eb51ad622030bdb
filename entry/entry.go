// Package entry turns the entry points weft accepts besides main into
// plans of calls on the main thread (vm.Entry): any no-argument method
// (--entry pkg.Class#method, with --setup methods before it) and JUnit 4
// and JUnit 5 test methods (--test pkg.Class#method, --test pkg.Class),
// whose before and after methods come from the annotations in the class
// files. The same plan roots the static analysis (Roots).
package entry

import (
	"errors"
	"fmt"
	"strings"

	"weft/classfile"
	"weft/static"
	"weft/vm"
)

// Target is one run to make: an entry method with its set-up, or one test.
type Target struct {
	Name string // pkg.Class#method
	Kind string // "entry", "JUnit 4 test", "JUnit 5 test"
	// Skipped, if set, says why the test is not run (@Ignore, @Disabled);
	// Plan is nil then.
	Skipped string
	Plan    *vm.Entry
}

// Spec is a parsed pkg.Class#method (Method is "" for pkg.Class).
type Spec struct {
	Class  string // internal name
	Method string
}

func (s Spec) String() string {
	if s.Method == "" {
		return classfile.DottedName(s.Class)
	}
	return classfile.DottedName(s.Class) + "#" + s.Method
}

// ParseSpec parses "pkg.Class#method" (or "pkg.Class" when classOnly is
// allowed). "pkg.Class.method" is not accepted: the '#' keeps nested
// classes (pkg.Outer$Inner) and packages apart from the method.
func ParseSpec(s string, classOnly bool) (Spec, error) {
	cls, m, hasM := strings.Cut(strings.TrimSpace(s), "#")
	cls = strings.TrimSuffix(cls, ".class")
	if cls == "" || strings.ContainsAny(cls, "#()/ ") || strings.HasSuffix(cls, ".") {
		if classOnly {
			return Spec{}, fmt.Errorf("%q: want pkg.Class or pkg.Class#method", s)
		}
		return Spec{}, fmt.Errorf("%q: want pkg.Class#method", s)
	}
	if hasM && (m == "" || strings.ContainsAny(m, "#(). ")) {
		return Spec{}, fmt.Errorf("%q: want pkg.Class#method (a method name, without parameters)", s)
	}
	if !hasM && !classOnly {
		return Spec{}, fmt.Errorf("%q: want pkg.Class#method", s)
	}
	return Spec{Class: classfile.InternalName(cls), Method: m}, nil
}

// resolver looks classes up on a class path.
type resolver struct{ cp *classfile.ClassPath }

func (r resolver) class(name string) (*classfile.ClassFile, error) {
	cf, err := r.cp.Lookup(name)
	if err != nil {
		var nf *classfile.NotFoundError
		if errors.As(err, &nf) {
			return nil, fmt.Errorf("class %s not found on the class path", classfile.DottedName(name))
		}
		return nil, fmt.Errorf("class %s: %v", classfile.DottedName(name), err)
	}
	return cf, nil
}

// method finds the no-argument method name in cf or its superclasses; the
// error says why there is none (missing, or only with parameters).
func (r resolver) method(cf *classfile.ClassFile, name string) (*classfile.ClassFile, *classfile.Member, error) {
	var withParams *classfile.Member
	for c := cf; c != nil; {
		for i := range c.Methods {
			m := c.Methods[i]
			if m.Name != name {
				continue
			}
			if strings.HasPrefix(m.Desc, "()") {
				return c, m, nil
			}
			if withParams == nil {
				withParams = m
			}
		}
		if c.Super == "" {
			break
		}
		s, err := r.class(c.Super)
		if err != nil {
			return nil, nil, err
		}
		c = s
	}
	if withParams != nil {
		return nil, nil, fmt.Errorf("%s.%s(%s) takes parameters: an entry method must take none",
			classfile.DottedName(cf.Name), name, paramList(withParams.Desc))
	}
	return nil, nil, fmt.Errorf("no method %s in class %s", name, classfile.DottedName(cf.Name))
}

func paramList(desc string) string {
	mt, err := classfile.ParseMethodDesc(desc)
	if err != nil {
		return desc
	}
	var ps []string
	for _, p := range mt.Params {
		ps = append(ps, classfile.JavaTypeName(p))
	}
	return strings.Join(ps, ", ")
}

// instantiable checks that the runs can make an object of cf: with a
// public no-argument constructor (any no-argument constructor if
// anyAccess, as JUnit 5 makes it accessible).
func instantiable(cf *classfile.ClassFile, anyAccess bool, why string) error {
	if cf.AccessFlags&(classfile.AccAbstract|classfile.AccInterface) != 0 {
		return fmt.Errorf("%s is abstract: weft cannot make the object %s", classfile.DottedName(cf.Name), why)
	}
	m := cf.Method("<init>", "()V")
	switch {
	case m == nil && anyAccess:
		return fmt.Errorf("%s has no no-argument constructor: weft cannot make the object %s", classfile.DottedName(cf.Name), why)
	case m == nil || !anyAccess && m.AccessFlags&classfile.AccPublic == 0:
		return fmt.Errorf("%s has no public no-argument constructor: weft cannot make the object %s", classfile.DottedName(cf.Name), why)
	}
	return nil
}

// Method resolves an entry method and its set-up methods into a plan: the
// set-up methods in order, then the entry method; static methods are
// called directly, instance methods on one object made by the public
// no-argument constructor just before the first instance call. Instance
// set-up methods must belong to the entry's class (or a superclass).
func Method(cp *classfile.ClassPath, entry string, setups []string) (*Target, error) {
	r := resolver{cp}
	es, err := ParseSpec(entry, false)
	if err != nil {
		return nil, fmt.Errorf("--entry %v", err)
	}
	ecf, err := r.class(es.Class)
	if err != nil {
		return nil, err
	}
	plan := &vm.Entry{}
	made := false
	add := func(flag string, s Spec, cf *classfile.ClassFile) error {
		owner, m, err := r.method(cf, s.Method)
		if err != nil {
			return err
		}
		c := vm.EntryCall{Class: classfile.DottedName(cf.Name), Method: m.Name + m.Desc, Static: m.IsStatic()}
		if m.IsStatic() {
			c.Class = classfile.DottedName(owner.Name)
		} else {
			if cf != ecf && !isSuper(r, ecf, cf.Name) {
				return fmt.Errorf("%s %s: an instance set-up method must belong to the entry's class %s", flag, s, classfile.DottedName(ecf.Name))
			}
			if !made {
				if err := instantiable(ecf, false, "to call instance method "+es.Method); err != nil {
					return err
				}
				plan.Calls = append(plan.Calls, vm.EntryCall{Class: classfile.DottedName(ecf.Name), New: true})
				made = true
			}
			c.Class = classfile.DottedName(ecf.Name)
		}
		plan.Calls = append(plan.Calls, c)
		return nil
	}
	for _, s := range setups {
		ss, err := ParseSpec(s, false)
		if err != nil {
			return nil, fmt.Errorf("--setup %v", err)
		}
		cf, err := r.class(ss.Class)
		if err != nil {
			return nil, err
		}
		if err := add("--setup", ss, cf); err != nil {
			return nil, err
		}
	}
	if err := add("--entry", es, ecf); err != nil {
		return nil, err
	}
	if len(plan.Calls) > vm.MaxEntryCalls {
		return nil, fmt.Errorf("too many set-up methods (at most %d calls)", vm.MaxEntryCalls-2)
	}
	return &Target{Name: es.String(), Kind: "entry", Plan: plan}, nil
}

// isSuper reports whether super is a superclass of cf.
func isSuper(r resolver, cf *classfile.ClassFile, super string) bool {
	for c := cf; c != nil && c.Super != ""; {
		if c.Super == super {
			return true
		}
		s, err := r.class(c.Super)
		if err != nil {
			return false
		}
		c = s
	}
	return false
}

// Roots is the plan as the static analysis's root thread sees it.
func Roots(p *vm.Entry) []static.RootCall {
	var rs []static.RootCall
	for _, c := range p.Calls {
		rc := static.RootCall{Class: classfile.InternalName(c.Class), New: c.New, Static: c.Static}
		if c.New {
			rc.Name, rc.Desc = "<init>", "()V"
		} else {
			name, desc, _ := strings.Cut(c.Method, "(")
			rc.Name, rc.Desc = name, "("+desc
		}
		rs = append(rs, rc)
	}
	return rs
}
