// Constructors that construct: each Outer makes two Middles, each Middle
// two Inners, each Inner a Leaf (field initializers). The analysis keys
// an object a constructor makes by the receiver, and that receiver's by
// its own, up to two receivers (static.ctorDepth): the Leafs of one
// Middle's two Inners are one object.
class CtorDepth {
    static class Leaf {
        int n;
    }

    static class Inner {
        final Leaf leaf = new Leaf();
    }

    static class Middle {
        final Inner first = new Inner();
        final Inner second = new Inner();
    }

    static class Outer {
        final Middle left = new Middle();
        final Middle right = new Middle();
    }

    public static void main(String[] args) {
        Outer a = new Outer();
        Outer b = new Outer();
        a.left.first.leaf.n++;
        b.right.second.leaf.n++;
        System.out.println(a.left.first.leaf.n + b.right.second.leaf.n);
    }
}
