package entry

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf16"

	"weft/classfile"
	"weft/vm"
)

// The JUnit annotations weft understands, by framework.
type junit struct {
	name                                     string // "JUnit 4"
	test, before, after, beforeAll, afterAll string // annotation descriptors
	skip                                     string
}

var (
	junit4 = junit{name: "JUnit 4", test: "Lorg/junit/Test;", before: "Lorg/junit/Before;", after: "Lorg/junit/After;",
		beforeAll: "Lorg/junit/BeforeClass;", afterAll: "Lorg/junit/AfterClass;", skip: "Lorg/junit/Ignore;"}
	junit5 = junit{name: "JUnit 5", test: "Lorg/junit/jupiter/api/Test;", before: "Lorg/junit/jupiter/api/BeforeEach;",
		after: "Lorg/junit/jupiter/api/AfterEach;", beforeAll: "Lorg/junit/jupiter/api/BeforeAll;",
		afterAll: "Lorg/junit/jupiter/api/AfterAll;", skip: "Lorg/junit/jupiter/api/Disabled;"}
)

func annotation(m *classfile.Member, desc string) *classfile.Annotation {
	for i := range m.Annotations {
		if m.Annotations[i].Type == desc {
			return &m.Annotations[i]
		}
	}
	return nil
}

// method is a method of a test class with the class declaring it.
type method struct {
	owner *classfile.ClassFile
	m     *classfile.Member
}

func (m method) String() string {
	return classfile.DottedName(m.owner.Name) + "." + m.m.Name
}

// hierarchy returns cf and its superclasses, the topmost first (without
// java.lang.Object).
func (r resolver) hierarchy(cf *classfile.ClassFile) ([]*classfile.ClassFile, error) {
	var cs []*classfile.ClassFile
	for c := cf; c != nil && c.Name != "java/lang/Object"; {
		cs = append([]*classfile.ClassFile{c}, cs...)
		if c.Super == "" {
			break
		}
		s, err := r.class(c.Super)
		if err != nil {
			return nil, err
		}
		c = s
	}
	return cs, nil
}

// javaHash is String.hashCode of a method name.
func javaHash(s string) int32 {
	var h int32
	for _, c := range utf16.Encode([]rune(s)) {
		h = 31*h + int32(c)
	}
	return h
}

// sorted returns a class's methods in JUnit's default order (JUnit 4's
// MethodSorters.DEFAULT, JUnit 5's ReflectionUtils.defaultMethodSorter):
// by the name's String.hashCode, then by name.
func sorted(c *classfile.ClassFile) []*classfile.Member {
	ms := append([]*classfile.Member(nil), c.Methods...)
	sort.SliceStable(ms, func(i, j int) bool {
		hi, hj := javaHash(ms[i].Name), javaHash(ms[j].Name)
		if hi != hj {
			return hi < hj
		}
		return ms[i].Name < ms[j].Name
	})
	return ms
}

// annotated returns the methods of the hierarchy cs (topmost class first)
// with the annotation, in the order the framework runs them:
//
//   - JUnit 4 (org.junit.runners.model.TestClass) scans from the class up,
//     each class in the default order, skipping a method shadowed by one
//     already listed (same name and descriptor); @Before and @BeforeClass
//     methods are each put in front of the list, the others appended.
//     A superclass method overridden by an unannotated one is still run
//     (it is invoked virtually, so the override runs).
//   - JUnit 5 lists the classes top-down for before methods and bottom-up
//     for the others, each in the default order; a method overridden (or
//     hidden) in a subclass is not inherited.
func annotated(cs []*classfile.ClassFile, desc string, fw *junit, front bool) []method {
	var ms []method
	if fw == &junit4 {
		for i := len(cs) - 1; i >= 0; i-- {
		next:
			for _, m := range sorted(cs[i]) {
				if annotation(m, desc) == nil {
					continue
				}
				for _, x := range ms {
					if x.m.Name == m.Name && x.m.Desc == m.Desc {
						continue next
					}
				}
				if front {
					ms = append([]method{{cs[i], m}}, ms...)
				} else {
					ms = append(ms, method{cs[i], m})
				}
			}
		}
		return ms
	}
	order := make([]int, len(cs))
	for i := range cs {
		order[i] = i
		if !front {
			order[i] = len(cs) - 1 - i
		}
	}
	for _, i := range order {
	next5:
		for _, m := range sorted(cs[i]) {
			if annotation(m, desc) == nil {
				continue
			}
			for _, sub := range cs[i+1:] {
				if sub.Method(m.Name, m.Desc) != nil {
					continue next5
				}
			}
			ms = append(ms, method{cs[i], m})
		}
	}
	return ms
}

// Tests resolves --test pkg.Class (every test method, in JUnit's default
// order) or --test pkg.Class#method into one plan per test: the
// @BeforeClass/@BeforeAll methods, the constructor, the @Before/@BeforeEach
// methods, the test, then the @After/@AfterEach methods (if the object was
// made) and @AfterClass/@AfterAll methods even when something failed.
func Tests(cp *classfile.ClassPath, spec string) ([]*Target, error) {
	r := resolver{cp}
	s, err := ParseSpec(spec, true)
	if err != nil {
		return nil, fmt.Errorf("--test %v", err)
	}
	cf, err := r.class(s.Class)
	if err != nil {
		return nil, err
	}
	cs, err := r.hierarchy(cf)
	if err != nil {
		return nil, err
	}
	var fw *junit
	var tests []method
	for _, j := range []*junit{&junit4, &junit5} {
		if ts := annotated(cs, j.test, j, false); len(ts) > 0 {
			if fw != nil {
				return nil, fmt.Errorf("%s mixes JUnit 4 and JUnit 5 @Test methods", classfile.DottedName(cf.Name))
			}
			fw, tests = j, ts
		}
	}
	if fw == nil {
		return nil, fmt.Errorf("class %s has no test methods (none annotated @org.junit.Test or @org.junit.jupiter.api.Test)", classfile.DottedName(cf.Name))
	}
	if s.Method != "" {
		var sel []method
		for _, t := range tests {
			if t.m.Name == s.Method {
				sel = append(sel, t)
			}
		}
		if len(sel) == 0 {
			if _, _, err := r.method(cf, s.Method); err != nil {
				return nil, err
			}
			return nil, fmt.Errorf("%s.%s is not a test method (no %s @Test annotation)", classfile.DottedName(cf.Name), s.Method, fw.name)
		}
		tests = sel
	}
	if err := instantiable(cf, fw == &junit5, "to run its tests"); err != nil {
		return nil, err
	}
	lifecycle := func(desc string, static bool) ([]method, error) {
		front := desc == fw.before || desc == fw.beforeAll
		ms := annotated(cs, desc, fw, front)
		for _, m := range ms {
			if !strings.HasPrefix(m.m.Desc, "()") {
				return nil, fmt.Errorf("%s takes parameters: weft runs only methods without parameters", m)
			}
			if m.m.IsStatic() != static {
				want := "static"
				if !static {
					want = "an instance method"
				}
				return nil, fmt.Errorf("%s (@%s) must be %s", m, annoName(desc), want)
			}
		}
		return ms, nil
	}
	beforeAll, err := lifecycle(fw.beforeAll, true)
	if err != nil {
		return nil, err
	}
	afterAll, err := lifecycle(fw.afterAll, true)
	if err != nil {
		return nil, err
	}
	before, err := lifecycle(fw.before, false)
	if err != nil {
		return nil, err
	}
	after, err := lifecycle(fw.after, false)
	if err != nil {
		return nil, err
	}
	class := classfile.DottedName(cf.Name)
	var out []*Target
	for _, t := range tests {
		tg := &Target{Name: class + "#" + t.m.Name, Kind: fw.name + " test"}
		out = append(out, tg)
		if t.m.IsStatic() {
			return nil, fmt.Errorf("test method %s is static: %s test methods are instance methods", t, fw.name)
		}
		if !strings.HasPrefix(t.m.Desc, "()") {
			return nil, fmt.Errorf("test method %s(%s) takes parameters: weft runs only tests without parameters", t, paramList(t.m.Desc))
		}
		if a := annotation(t.m, fw.skip); a != nil {
			tg.Skipped = "@" + annoName(fw.skip)
			continue
		}
		if classSkipped(cf, fw.skip) {
			tg.Skipped = "@" + annoName(fw.skip) + " on the class"
			continue
		}
		p := &vm.Entry{}
		for _, m := range beforeAll {
			p.Calls = append(p.Calls, vm.EntryCall{Class: classfile.DottedName(m.owner.Name), Method: m.m.Name + m.m.Desc, Static: true})
		}
		p.Calls = append(p.Calls, vm.EntryCall{Class: class, New: true})
		made := len(p.Calls) // Needs: the constructor completed
		for _, m := range before {
			p.Calls = append(p.Calls, vm.EntryCall{Class: class, Method: m.m.Name + m.m.Desc})
		}
		tc := vm.EntryCall{Class: class, Method: t.m.Name + t.m.Desc}
		if a := annotation(t.m, fw.test); a != nil {
			for _, e := range a.Elements {
				if e.Name == "expected" && e.Value.Tag == 'c' {
					if x := strings.TrimSuffix(strings.TrimPrefix(e.Value.Class, "L"), ";"); x != "org/junit/Test$None" {
						tc.Expected = classfile.DottedName(x)
					}
				}
			}
		}
		p.Calls = append(p.Calls, tc)
		for _, m := range after {
			p.Calls = append(p.Calls, vm.EntryCall{Class: class, Method: m.m.Name + m.m.Desc, Cleanup: true, Needs: made})
		}
		for _, m := range afterAll {
			p.Calls = append(p.Calls, vm.EntryCall{Class: classfile.DottedName(m.owner.Name), Method: m.m.Name + m.m.Desc, Static: true, Cleanup: true})
		}
		if len(p.Calls) > vm.MaxEntryCalls {
			return nil, fmt.Errorf("%s: too many before and after methods (at most %d calls)", tg.Name, vm.MaxEntryCalls)
		}
		tg.Plan = p
	}
	return out, nil
}

func classSkipped(cf *classfile.ClassFile, desc string) bool {
	for _, a := range cf.Annotations {
		if a.Type == desc {
			return true
		}
	}
	return false
}

// annoName is the simple name of an annotation descriptor.
func annoName(desc string) string {
	n := strings.TrimSuffix(desc, ";")
	if i := strings.LastIndexByte(n, '/'); i >= 0 {
		n = n[i+1:]
	}
	return n
}
