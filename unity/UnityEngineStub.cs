// Just enough of UnityEngine's surface for unity/run-tests.sh to compile
// the package's sample (Samples~/MinimalTable) with mcs where no Unity is
// installed: it checks the sample against the package's API, not Unity's.

namespace UnityEngine
{
    public class Object { }
    public class Component : Object { }
    public class Behaviour : Component { }
    public class MonoBehaviour : Behaviour { }
    public struct Rect { public Rect(float x, float y, float w, float h) { } }
    public struct Vector2 { }
    public static class Screen { public static int width; public static int height; }
    public class TooltipAttribute : System.Attribute { public TooltipAttribute(string tip) { } }
    public static class GUILayout
    {
        public static void BeginArea(Rect r) { }
        public static void EndArea() { }
        public static Vector2 BeginScrollView(Vector2 v) { return v; }
        public static void EndScrollView() { }
        public static void BeginHorizontal() { }
        public static void EndHorizontal() { }
        public static void Label(string text) { }
        public static bool Button(string text) { return false; }
    }
}
