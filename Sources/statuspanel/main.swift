import PanelCore
print("statuspanel")
