@tool
extends EditorPlugin
# The classes come from boardroom.gdextension, which Godot loads by itself;
# the plugin only makes the addon show (and switch) in Project Settings.
