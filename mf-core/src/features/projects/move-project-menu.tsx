import DriveFileMoveIcon from "@mui/icons-material/DriveFileMove";
import { IconButton, Menu, MenuItem, Tooltip } from "@mui/material";
import { type ProjectStatus, projectBoardColumns, projectStatusLabels } from "api/contract";
import { useId, useState } from "react";

/** 'Mover a…': the board columns other than the project's own. */
export function MoveProjectMenu({
  projectName,
  status,
  onMove,
}: {
  projectName: string;
  status: ProjectStatus;
  onMove: (status: ProjectStatus) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const targets = projectBoardColumns.filter((column) => column !== status);

  return (
    <>
      <Tooltip title="Mover a…">
        <IconButton
          size="small"
          aria-label={`Mover proyecto ${projectName}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? "true" : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <DriveFileMoveIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {targets.map((target) => (
          <MenuItem
            key={target}
            onClick={() => {
              setAnchor(null);
              onMove(target);
            }}
          >
            {`Mover a ${projectStatusLabels[target]}`}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
