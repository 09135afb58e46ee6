import styled from 'styled-components';

export const Box = styled.div`
  width: 240px;
  border: 1px solid #ddd;
  border-radius: 6px;
  background: #fff;
  font-family: Georgia, serif;
`;

export const Photo = styled.img`
  display: block;
  width: 100%;
  height: 160px;
  object-fit: cover;
  border-radius: 6px 6px 0 0;
`;

export const Caption = styled.div`
  padding: 10px 12px;

  h4 {
    margin: 0 0 4px;
    font-size: 17px;
  }

  small {
    color: #777;
  }
`;
