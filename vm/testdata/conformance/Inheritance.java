// Inheritance: virtual dispatch through several levels, super method calls, field
// hiding (fields are not virtual), static method hiding, protected access, constructor
// chaining with super(...) and this(...), and final methods.
public class Inheritance {
    static class Animal {
        String name = "animal";
        static String kind() { return "Animal.kind"; }
        protected int legs;
        Animal() { this(4); log("Animal()"); }
        Animal(int legs) { this.legs = legs; log("Animal(int " + legs + ")"); }
        String sound() { return "..."; }
        String describe() { return name + " says " + sound() + " on " + legs + " legs"; }
        final String fixed() { return "final in Animal"; }
    }
    static class Dog extends Animal {
        String name = "dog";
        static String kind() { return "Dog.kind"; }
        Dog() { super(); log("Dog()"); }
        @Override String sound() { return "woof"; }
        String superSound() { return super.sound() + "/" + sound(); }
        String names() { return name + "," + super.name + "," + ((Animal) this).name; }
    }
    static class Puppy extends Dog {
        Puppy() { log("Puppy()"); }
        @Override String sound() { return "yip (" + super.sound() + ")"; }
    }
    static class Bird extends Animal {
        Bird() { super(2); log("Bird()"); }
        @Override String sound() { return "tweet"; }
        @Override String describe() { return "bird: " + super.describe(); }
    }
    static StringBuilder trace = new StringBuilder();
    static void log(String s) { trace.append(s).append(' '); }
    public static void main(String[] args) {
        Animal[] zoo = { new Animal(), new Dog(), new Puppy(), new Bird() };
        System.out.println("construction: " + trace);
        for (Animal a : zoo) System.out.println(a.getClass().getSimpleName() + ": " + a.describe() + " | field name=" + a.name + " | " + a.fixed());
        Dog d = new Puppy();
        System.out.println("superSound " + d.superSound() + " names " + d.names());
        System.out.println("static hiding: " + Animal.kind() + " " + Dog.kind());
        Animal a = d;
        System.out.println("static type field " + a.name + " dynamic class " + a.getClass().getName() + " superclass " + a.getClass().getSuperclass().getSimpleName());
        System.out.println("instanceof: " + (a instanceof Dog) + " " + (a instanceof Puppy) + " " + (a instanceof Bird));
        int totalLegs = 0;
        for (Animal x : zoo) totalLegs += x.legs;
        System.out.println("total legs " + totalLegs);
    }
}
